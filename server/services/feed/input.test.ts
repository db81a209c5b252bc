import { describe, expect, it } from 'vitest';
import { POST_LIMITS } from '@/lib/domain/feed';
import { cleanPoll, cleanPostText, judgedText } from './input';

describe('post input', () => {
  it('trims text and counts characters, not UTF-16 units', () => {
    expect(cleanPostText('  Xin chào\r\n\n\n\nbạn  ', 100)).toBe('Xin chào\n\nbạn');
    expect(cleanPostText('⚽'.repeat(POST_LIMITS.bodyMax), POST_LIMITS.bodyMax)).toHaveLength(POST_LIMITS.bodyMax);
    expect(() => cleanPostText('⚽'.repeat(POST_LIMITS.noteMax + 1), POST_LIMITS.noteMax, 'body')).toThrow('body: at most');
  });

  it('trims poll options and refuses blank or repeated ones, whatever their case', () => {
    expect(cleanPoll({ question: '  ', options: [' Có ', 'Không'] })).toEqual({ question: null, options: ['Có', 'Không'] });
    expect(() => cleanPoll({ options: ['Có', ' \u200b '] })).toThrow('poll.options.1');
    expect(() => cleanPoll({ options: ['Hà Nội', 'HÀ NỘI'] })).toThrow('each option only once');
    expect(() => cleanPoll({ options: ['a', 'x'.repeat(POST_LIMITS.pollOptionMax + 1)] })).toThrow('poll.options.1');
  });

  it('gives the spam filter the poll’s words with the text', () => {
    expect(judgedText('Chọn đi', { question: 'Ai?', options: ['A', 'zalo 0912345678'] })).toBe('Chọn đi\nAi?\nA\nzalo 0912345678');
    expect(judgedText('', null)).toBe('');
  });
});

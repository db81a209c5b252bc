import { describe, expect, it } from 'vitest';
import { cleanMessageText, isAllowedAttachment, isCleanReaction } from './store-text';

describe('chat text', () => {
  it('keeps what was typed, markup included, less control and direction characters', () => {
    expect(cleanMessageText('  <script>alert(1)</script>  ')).toBe('<script>alert(1)</script>');
    expect(cleanMessageText('Vào\u0000 rồi\u202E!\r\nĐẹp quá')).toBe('Vào rồi! Đẹp quá');
    expect(cleanMessageText('\u0007\u200F ')).toBe('');
    expect(cleanMessageText('Tiếng Việt có dấu 🎉')).toBe('Tiếng Việt có dấu 🎉');
  });

  it('takes one token as a reaction', () => {
    expect(isCleanReaction('👍')).toBe(true);
    expect(isCleanReaction('❤️')).toBe(true);
    expect(isCleanReaction('a b')).toBe(false);
    expect(isCleanReaction(' 👍')).toBe(false);
    expect(isCleanReaction('\u0000')).toBe(false);
  });

  it('takes site and https links as attachments only', () => {
    expect(isAllowedAttachment('/media/a.png')).toBe(true);
    expect(isAllowedAttachment('https://cdn.example/a.png')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,xx', '//evil.example/a.png', 'http://plain.example/a.png', '/\\evil', 'a.png']) {
      expect(isAllowedAttachment(bad), bad).toBe(false);
    }
  });
});

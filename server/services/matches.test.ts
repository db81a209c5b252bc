import { afterEach, describe, expect, it } from 'vitest';
import { scoreText, streamLink, utcText } from './matches';

afterEach(() => {
  delete process.env.STREAM_BASE_URL;
});

describe('match fields', () => {
  it('writes the score as [h-a] only when both sides have one', () => {
    expect(scoreText(2, 1)).toBe('[2-1]');
    expect(scoreText(0, 0)).toBe('[0-0]');
    expect(scoreText(1, null)).toBe('');
    expect(scoreText(null, null)).toBe('');
  });

  it('writes kick-off as YYYY-MM-DD HH:mm:ss in UTC', () => {
    expect(utcText(Date.UTC(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05');
  });

  it('links a room to its own playlist, under STREAM_BASE_URL when set', () => {
    expect(streamLink(7)).toBe('/streams/7/master.m3u8');
    process.env.STREAM_BASE_URL = 'https://cdn.example//';
    expect(streamLink(7)).toBe('https://cdn.example/streams/7/master.m3u8');
  });
});

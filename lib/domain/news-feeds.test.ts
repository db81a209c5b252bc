import { describe, expect, it } from 'vitest';
import { newsFeedPath, parseNewsFeed } from './news-feeds';

describe('news feed addresses', () => {
  it('name one file per language, sport and format', () => {
    expect(newsFeedPath({ locale: 'en', category: 'bong-da', format: 'atom' })).toBe('/feeds/en/bong-da.atom');
    expect(newsFeedPath({ locale: 'vi', category: null, format: 'rss' })).toBe('/feeds/vi/tin-tuc.rss');
  });

  it('read back what they name', () => {
    expect(parseNewsFeed('zh', 'tennis.rss')).toEqual({ locale: 'zh', category: 'tennis', format: 'rss' });
    expect(parseNewsFeed('vi', 'tin-tuc.atom')).toEqual({ locale: 'vi', category: null, format: 'atom' });
  });

  it.each([
    ['fr', 'tin-tuc.rss'],
    ['en', 'cricket.rss'],
    ['en', 'bong-da.json'],
    ['en', 'bong-da'],
    ['en', '../bong-da.rss'],
  ])('refuse %s/%s', (locale, file) => {
    expect(parseNewsFeed(locale, file)).toBeNull();
  });
});

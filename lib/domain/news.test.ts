import { describe, expect, it } from 'vitest';
import { articleIdFromSlug, articlePath, articleSlug, isNewsCategory, isNewsTab, isNewsType, newsListPath, readingMinutes } from './news';

describe('news rules', () => {
  it('makes a slug of the Vietnamese headline and the id, and reads the id back', () => {
    const slug = articleSlug({ id: 58, headline: 'Đội tuyển Việt Nam thắng đậm!' });
    expect(slug).toBe('doi-tuyen-viet-nam-thang-dam-58');
    expect(articleIdFromSlug(slug)).toBe(58);
    expect(articleSlug({ id: 7, headline: '足球新聞' })).toBe('7');
    expect(articleIdFromSlug('7')).toBe(7);
    for (const bad of ['', 'no-id-here', 'abc-', '-12x']) expect(articleIdFromSlug(bad), bad).toBeNull();
  });

  it('builds the list and article paths of spec §2', () => {
    expect(newsListPath()).toBe('/tin-tuc');
    expect(newsListPath('bong-da')).toBe('/tin-tuc/bong-da');
    expect(newsListPath('bong-da', 'chuyen-nhuong')).toBe('/tin-tuc/bong-da/chuyen-nhuong');
    expect(articlePath({ category: 'esport', type: 'phan-tich', slug: 'meta-moi-3' })).toBe('/tin-tuc/esport/phan-tich/meta-moi-3');
  });

  it('tells sports, types and tabs apart', () => {
    expect([isNewsCategory('bong-da'), isNewsCategory('noi-bat'), isNewsType('tin-nong'), isNewsType('bong-da'), isNewsTab('de-xuat'), isNewsTab('bong-da')]).toEqual([true, false, true, false, true, false]);
  });

  it('counts reading time in words, and Chinese in characters, at least a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(Array.from({ length: 660 }, () => 'word').join(' '))).toBe(3);
    expect(readingMinutes('字'.repeat(1200))).toBe(3);
  });
});

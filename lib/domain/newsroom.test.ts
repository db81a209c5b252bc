import { describe, expect, it } from 'vitest';
import { sectionPaths } from '@/lib/sections';
import { isReadable, NEWS_ROOT } from './news';
import { canEditNews, NEWSROOM_PATHS, NEWSROOM_ROOT } from './newsroom';
import { SITE_ROLE } from './site-roles';

describe('the newsroom', () => {
  it('is open to editors only', () => {
    expect(canEditNews(SITE_ROLE.editor)).toBe(true);
    for (const role of [SITE_ROLE.guest, SITE_ROLE.member, SITE_ROLE.commentator, SITE_ROLE.silent]) expect(canEditNews(role)).toBe(false);
  });

  it('lives outside the news section and out of the sitemap', () => {
    expect(NEWSROOM_ROOT.startsWith(NEWS_ROOT)).toBe(false);
    expect(sectionPaths().filter((p) => p.startsWith(NEWSROOM_ROOT))).toEqual([]);
    expect(NEWSROOM_PATHS.preview(12)).toBe('/toa-soan/12/xem-truoc');
  });
});

describe('what readers see', () => {
  const now = 1_000_000;
  it('counts a scheduled article as out once its time has come, and never a draft or a taken-down one', () => {
    expect(isReadable({ status: 'scheduled', publishedAt: now + 1 }, now)).toBe(false);
    expect(isReadable({ status: 'scheduled', publishedAt: now }, now)).toBe(true);
    expect(isReadable({ status: 'published', publishedAt: now - 1 }, now)).toBe(true);
    expect(isReadable({ status: 'unpublished', publishedAt: now - 1 }, now)).toBe(false);
    expect(isReadable({ status: 'draft', publishedAt: null }, now)).toBe(false);
  });
});

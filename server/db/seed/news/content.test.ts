import { describe, expect, it } from 'vitest';
import { articleBody } from '@/lib/contract/news-blocks';
import { LOCALES } from '@/lib/domain/locale';
import { NEWS_CATEGORY_SLUGS, NEWS_LIMITS, NEWS_TYPE_SLUGS } from '@/lib/domain/news';
import { buildLeagues } from '@/server/feed/simulated/leagues';
import { NEWS_SEED_ARTICLES } from '.';
import { NEWS_EDITORS } from './seed-news';

const catalogue = buildLeagues();
const slugs = {
  team: new Set(catalogue.teams.map((t) => t.row.slug)),
  league: new Set(catalogue.leagues.map((l) => l.slug)),
};

describe('the demo newsroom', () => {
  it('files at least 60 articles under unique keys, every sport and type covered', () => {
    expect(NEWS_SEED_ARTICLES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(NEWS_SEED_ARTICLES.map((a) => a.key)).size).toBe(NEWS_SEED_ARTICLES.length);
    for (const category of NEWS_CATEGORY_SLUGS) expect(NEWS_SEED_ARTICLES.filter((a) => a.category === category).length, category).toBeGreaterThanOrEqual(3);
    for (const type of NEWS_TYPE_SLUGS) expect(NEWS_SEED_ARTICLES.filter((a) => a.type === type).length, type).toBeGreaterThanOrEqual(3);
    expect(NEWS_SEED_ARTICLES.some((a) => a.featured)).toBe(true);
  });

  it.each(NEWS_SEED_ARTICLES.map((a) => [a.key, a] as const))('%s has valid text in all three languages', (_key, a) => {
    for (const locale of LOCALES) {
      expect(a.headline[locale].length, `${locale} headline`).toBeGreaterThan(0);
      expect(a.headline[locale].length, `${locale} headline`).toBeLessThanOrEqual(NEWS_LIMITS.headline);
      expect(a.standfirst[locale].length, `${locale} standfirst`).toBeLessThanOrEqual(NEWS_LIMITS.standfirst);
      expect(articleBody.safeParse(a.body[locale]).success, `${locale} body`).toBe(true);
      expect(JSON.stringify(a.body[locale]), `${locale} markup`).not.toMatch(/<[a-z/]/i);
    }
    // One story told three times: the same blocks in the same order, in each language's own words.
    const kinds = (locale: (typeof LOCALES)[number]) => a.body[locale].map((b) => b.kind);
    expect(kinds('en')).toEqual(kinds('vi'));
    expect(kinds('zh')).toEqual(kinds('vi'));
    expect(a.headline.en).not.toBe(a.headline.vi);
    expect(a.headline.zh).toMatch(/\p{Script=Han}/u);
    expect(NEWS_EDITORS.map((e) => e.username)).toContain(a.author);
  });

  it('tags only teams and leagues the catalogue has', () => {
    const unknown = NEWS_SEED_ARTICLES.flatMap((a) => a.tags.filter((t) => t.kind === 'player' || !slugs[t.kind].has(t.slug)).map((t) => `${a.key}: ${t.kind} ${t.slug}`));
    expect(unknown).toEqual([]);
  });
});

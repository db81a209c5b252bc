import type { Page } from '@playwright/test';
import type { Match } from '@/lib/contract/schedule';
import { isAlwaysOnMode } from '@/lib/domain/live-modes';
import { firstRoomPath } from '@/lib/domain/room-url';
import { expect, test } from './support/test';

interface ParsedUrl {
  loc: string;
  alternates: Record<string, string>;
}

/** Parses a sitemap file in the browser's own XML parser: a file that does not parse fails here. */
async function parseSitemap(page: Page, path: string): Promise<{ files: string[]; urls: ParsedUrl[] }> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await res.text();
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) throw new Error('the sitemap is not well-formed XML');
    const files = [...doc.getElementsByTagName('sitemap')].map((s) => s.getElementsByTagName('loc')[0]?.textContent ?? '');
    const urls = [...doc.getElementsByTagName('url')].map((u) => ({
      loc: u.getElementsByTagName('loc')[0]?.textContent ?? '',
      alternates: Object.fromEntries([...u.getElementsByTagName('xhtml:link')].map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''])),
    }));
    return { files, urls };
  }, xml);
}

async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: Object.fromEntries([...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])),
    og: Object.fromEntries([...document.querySelectorAll('meta[property^="og:"]')].map((m) => [m.getAttribute('property'), m.getAttribute('content')])),
    twitterCard: document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
  }));
}

test('the sitemap index lists every part, and each page is there in the three languages', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  await page.goto('/');
  const index = await parseSitemap(page, '/sitemap.xml');
  for (const part of ['sections', 'matches', 'teams', 'players', 'leagues', 'tips', 'news', 'groups', 'places', 'posts']) {
    expect(index.files, part).toContain(`${origin}/sitemaps/${part}-1.xml`);
  }

  const sections = await parseSitemap(page, '/sitemaps/sections-1.xml');
  const locs = sections.urls.map((u) => u.loc);
  for (const home of [`${origin}/`, `${origin}/en`, `${origin}/zh`]) expect(locs).toContain(home);
  expect(locs).toContain(`${origin}/en/tip-keo`);
  expect(locs).toContain(`${origin}/en/tin-tuc/bong-da/chuyen-nhuong`);
  for (const url of sections.urls) {
    expect(Object.keys(url.alternates).sort(), url.loc).toEqual(['en', 'vi', 'x-default', 'zh-Hant']);
    expect(Object.values(url.alternates)).toContain(url.loc);
  }
  // No member-only page is offered to crawlers.
  expect(locs.filter((l) => /tip-cua-toi|dat-lich-cua-ban|tai-khoan/.test(l))).toEqual([]);

  // A data page from the sitemap opens, and names itself as the sitemap does.
  const teams = await parseSitemap(page, '/sitemaps/teams-1.xml');
  const team = teams.urls.find((u) => u.loc.startsWith(`${origin}/en/doi-bong/`));
  expect(team).toBeDefined();
  const res = await page.goto(team?.loc ?? '');
  expect(res?.status()).toBe(200);
  expect((await headLinks(page)).canonical).toBe(team?.loc);

  expect((await page.request.get('/sitemaps/teams-999.xml')).status()).toBe(404);
  expect((await page.request.get('/sitemaps/nonsense.xml')).status()).toBe(404);
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});

test('a page names its canonical address with the query that selects content, its languages and its card', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const res = await page.goto('/en/tip-keo?page=2&utm_source=newsletter');
  // The language list lives in the HTML only, where it agrees with the page's own lang attribute.
  expect(res?.headers().link ?? '').not.toContain('hreflang');
  const head = await headLinks(page);
  expect(head.canonical).toBe(`${origin}/en/tip-keo?page=2`);
  expect(head.alternates).toEqual({
    vi: `${origin}/tip-keo?page=2`,
    en: `${origin}/en/tip-keo?page=2`,
    'zh-Hant': `${origin}/zh/tip-keo?page=2`,
    'x-default': `${origin}/tip-keo?page=2`,
  });
  expect(head.og['og:url']).toBe(head.canonical);
  expect(head.og['og:locale']).toBe('en_GB');
  expect(head.og['og:title']).toBe(await page.title());
  expect(head.og['og:image']).toMatch(new RegExp(`^${origin}/app-icons/share-card\\.png`));
  expect(head.twitterCard).toBe('summary_large_image');
  const card = await page.request.get(head.og['og:image'] ?? '');
  expect(card.headers()['content-type']).toBe('image/png');

  await page.goto('/zh');
  const zh = await headLinks(page);
  expect(zh.canonical).toBe(`${origin}/zh`);
  expect(zh.og['og:locale']).toBe('zh_TW');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
});

test('a match page keeps its league in the canonical address', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const matches = await parseSitemap(page, '/sitemaps/matches-1.xml');
  const match = matches.urls.find((u) => u.loc.startsWith(`${origin}/tran-dau/`));
  expect(match?.loc).toMatch(/\?leagueId=\d+$/);
  await page.goto(match?.loc ?? '');
  expect((await headLinks(page)).canonical).toBe(match?.loc);
});

type Ld = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of the page, parsed: a block that is not JSON fails here. */
async function structuredData(page: Page): Promise<Ld[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const parsed = JSON.parse(text) as Ld | Ld[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const ofType = (items: Ld[], type: string) => items.find((item) => item['@type'] === type);

test('match, team and player pages describe themselves in JSON-LD, with their trail', async ({ page }) => {
  const matches = await parseSitemap(page, '/sitemaps/matches-1.xml');
  await page.goto(matches.urls[0]?.loc ?? '');
  const match = await structuredData(page);
  const event = ofType(match, 'SportsEvent');
  expect(event).toMatchObject({ '@context': 'https://schema.org', homeTeam: { '@type': 'SportsTeam' }, awayTeam: { '@type': 'SportsTeam' } });
  expect(Date.parse(String(event?.startDate))).not.toBeNaN();
  expect(ofType(match, 'BreadcrumbList')?.itemListElement).toHaveLength(4);

  await page.goto(String((event?.homeTeam as { url: string }).url));
  const team = await structuredData(page);
  expect(ofType(team, 'SportsTeam')).toMatchObject({ name: expect.any(String), memberOf: { '@type': 'SportsOrganization' } });
  expect(ofType(team, 'BreadcrumbList')).toBeDefined();

  const players = await parseSitemap(page, '/sitemaps/players-1.xml');
  await page.goto(players.urls.find((u) => u.loc.includes('/zh/'))?.loc ?? '');
  const player = await structuredData(page);
  expect(ofType(player, 'Person')).toMatchObject({ memberOf: { '@type': 'SportsTeam' } });
  expect(String(ofType(player, 'Person')?.url)).toContain('/zh/cau-thu/');
});

test('a live room is a live VideoObject, published as a broadcast of its match', async ({ page, request }) => {
  const res = await request.get('/live/api/schedule/feature-match?status=2&pageSize=50');
  const live = ((await res.json()) as { data: Match[] }).data.find((m) => firstRoomPath(m) !== null && !isAlwaysOnMode(m.liveModeId));
  expect(live, 'the seed always has live rooms').toBeDefined();
  await page.route('**/streams/**', (route) => route.abort());
  await page.goto(`/en${firstRoomPath(live!)}`);
  const video = ofType(await structuredData(page), 'VideoObject');
  expect(video).toMatchObject({
    name: expect.stringContaining(live!.home),
    thumbnailUrl: [expect.stringMatching(/^http.*\/share-cards\/rooms\/en\/\d+\.png$/)],
    publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true, broadcastOfEvent: { '@type': 'SportsEvent' } },
  });
  expect(String(video?.url)).toContain('/en/truc-tiep/');
});

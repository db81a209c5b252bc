import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';
import type { Match } from '@/lib/contract/schedule';
import { matchPath } from '@/lib/domain/football-urls';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { firstRoomPath } from '@/lib/domain/room-url';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { playDuration } from '@/server/feed/simulated/clock';

const MINUTE = 60_000;
const pathOf = (m: Match) => matchPath({ staticId: m.staticId, leagueId: m.league.id, home: m.localteam, away: m.visitorteam });

async function matches(request: APIRequestContext, status: number): Promise<Match[]> {
  const res = await request.get(`/live/api/schedule/feature-match?status=${status}&liveModeId=${LIVE_MODE.football}&pageSize=50`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: Match[] }).data;
}

async function hasTable(request: APIRequestContext, leagueId: number): Promise<boolean> {
  const table = (await (await request.get(`/live/api/football/standings?leagueId=${leagueId}`)).json()) as { data?: { rows: unknown[] } };
  return (table.data?.rows.length ?? 0) > 0;
}

/** A finished match of two clubs with squads, in a league with a table. */
async function finishedMatch(request: APIRequestContext): Promise<Match> {
  for (const m of await matches(request, SCHEDULE_STATUS.ended)) {
    if (m.status.toLowerCase() !== 'ft') continue;
    const lineups = (await (await request.get(`/live/api/football/match/lineups?fixtureId=${m.fixtureId}`)).json()) as { data: { home: unknown; away: unknown } };
    if (lineups.data.home && lineups.data.away && (await hasTable(request, m.league.id))) return m;
  }
  throw new Error('the seed always has a finished league match of two clubs with squads');
}

/**
 * Moves the next upcoming football match with squads so that `elapsed` ms of it have been played; the
 * simulator (ticking every 2 s in these tests) then runs it from there, as it would any match.
 */
async function kickOffAgo(request: APIRequestContext, elapsed: (fixtureId: number) => number, only: (m: Match) => boolean = () => true): Promise<Match> {
  const upcoming = (await matches(request, SCHEDULE_STATUS.comingUp)).filter(only);
  const db = new Database(path.join(process.cwd(), 'data', `${process.env.FRESH_DB ?? 'e2e'}.db`));
  db.pragma('busy_timeout = 10000');
  try {
    for (const m of upcoming) {
      const squad = db.prepare('select count(*) as n from players where team_id in (?, ?)').get(m.localteam.id, m.visitorteam.id) as { n: number };
      const fate = db.prepare('select fate from feed_fixtures where fixture_id = ?').get(m.fixtureId) as { fate: string | null } | undefined;
      if (squad.n < 22 || fate?.fate) continue;
      retime(m.fixtureId, elapsed(m.fixtureId));
      return m;
    }
  } finally {
    db.close();
  }
  throw new Error('no upcoming football match with squads to kick off');
}

/** Moves a kicked-off match's start so that `elapsedMs` of it have been played as of now. */
function retime(fixtureId: number, elapsedMs: number): void {
  const db = new Database(path.join(process.cwd(), 'data', `${process.env.FRESH_DB ?? 'e2e'}.db`));
  db.pragma('busy_timeout = 10000');
  try {
    db.prepare('update fixtures set start_time = ? where id = ?').run(Date.now() - elapsedMs, fixtureId);
  } finally {
    db.close();
  }
}

interface Words {
  nav: string;
  tabs: Record<'lineups' | 'statistics' | 'h2h' | 'standings' | 'odds', string>;
  lineupsTitle: string;
}

const WORDS: Record<'vi' | 'en' | 'zh', Words> = {
  vi: { nav: 'Các mục của trận đấu', tabs: { lineups: 'Đội hình', statistics: 'Thống kê', h2h: 'Đối đầu', standings: 'BXH', odds: 'Tỷ lệ' }, lineupsTitle: 'Đội hình ra sân' },
  en: { nav: 'Sections of the match', tabs: { lineups: 'Lineups', statistics: 'Stats', h2h: 'Head-to-head', standings: 'Table', odds: 'Odds' }, lineupsTitle: 'Lineups' },
  zh: { nav: '比賽頁面分區', tabs: { lineups: '陣容', statistics: '統計', h2h: '對賽', standings: '積分榜', odds: '賠率' }, lineupsTitle: '首發陣容' },
};

/** Opens every tab from the tab bar (client navigation) and checks its section. */
async function expectEveryTab(page: Page, m: Match, words: Words) {
  const score = /\[(\d+)-(\d+)\]/.exec(m.score);
  await expect(page.getByTestId('match-scoreboard')).toContainText(`${score?.[1]} – ${score?.[2]}`);
  await expect(page.getByTestId('match-timeline').locator('li').first()).toBeVisible();
  // Over: no room to enter and no viewer count, only the result.
  await expect(page.getByTestId('match-rooms')).toHaveCount(0);
  const tab = (name: string) => page.getByRole('navigation', { name: words.nav }).getByRole('link', { name, exact: true });

  await tab(words.tabs.lineups).click();
  await expect(page).toHaveURL(/[?&]tab=lineups$/);
  await expect(page.getByRole('heading', { name: words.lineupsTitle, level: 2 })).toBeVisible();
  await expect(page.getByTestId('pitch-player')).toHaveCount(22);
  await expect(tab(words.tabs.lineups)).toHaveAttribute('aria-current', 'page');

  await tab(words.tabs.statistics).click();
  await expect(page.getByTestId('match-statistics').locator('li')).toHaveCount(5);
  await tab(words.tabs.h2h).click();
  await expect(page.getByTestId('h2h-summary')).toBeVisible();
  await expect(page.getByTestId('h2h-meetings').locator('li').first()).toBeVisible();
  await tab(words.tabs.standings).click();
  await expect(page.getByTestId('standings-table').locator('tr[aria-current="true"]')).toHaveCount(2);
  await tab(words.tabs.odds).click();
  await expect(page.getByTestId('match-odds')).toBeVisible();
  // The score stays in the header on every tab.
  await expect(page.getByTestId('match-scoreboard')).toContainText(`${score?.[1]} – ${score?.[2]}`);
}

test('a finished match shows score, timeline, both lineups, statistics, head-to-head and the table', async ({ page, request }) => {
  const m = await finishedMatch(request);
  const res = await page.goto(pathOf(m));
  expect(res?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`${m.home} vs ${m.away}`));
  await expect(page.getByTestId('match-status')).toHaveText('KT');
  await expectEveryTab(page, m, WORDS.vi);
  // Players and the manager link to their pages.
  await page.goto(`${pathOf(m)}&tab=lineups`);
  await expect(page.getByTestId('pitch-player').first().locator('a')).toHaveAttribute('href', /^\/cau-thu\/[a-z0-9-]+\/\d+$/);
  await expect(page.getByTestId('lineup-home').locator('a[href^="/quan-ly-doi-bong/"]')).toHaveCount(1);
});

test('the match page speaks English and Chinese under /en and /zh', async ({ page, request }) => {
  const m = await finishedMatch(request);
  await page.goto(`/en${pathOf(m)}`);
  await expect(page.getByTestId('match-status')).toHaveText('FT');
  await expectEveryTab(page, m, WORDS.en);
  await expect(page).toHaveURL(/^[^#]*\/en\/tran-dau\//);
  await page.goto(`/zh${pathOf(m)}`);
  await expect(page.getByTestId('match-status')).toHaveText('完場');
  await expectEveryTab(page, m, WORDS.zh);
});

test('a malformed match path, an unknown match or a wrong league is the route-validation 404', async ({ page, request }) => {
  const m = await finishedMatch(request);
  const good = pathOf(m);
  const [, , pair, staticId] = good.split('?')[0]!.split('/');
  // Unprefixed (Vietnamese) first: visiting /en or /zh remembers that language for unprefixed paths.
  const cases = [
    [`/tran-dau/${pair}/abc`, 'Trang không tồn tại: '],
    [`/tran-dau/nobody/${staticId}`, 'Trang không tồn tại: '],
    ['/tran-dau/a-vs-b/9999', 'Trang không tồn tại: '],
    [`/en/tran-dau/no-vs-here/${staticId}x?leagueId=${m.league.id}`, 'Page Not Found: '],
    [`/en/tran-dau/${pair}/${staticId}?leagueId=abc`, 'Page Not Found: '],
    [`/zh/tran-dau/${pair}/${staticId}?leagueId=${m.league.id + 1000}`, '頁面不存在：'],
  ] as const;
  for (const [url, message] of cases) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(message);
  }
  // The right id under old or wrong team names is the same match: a permanent redirect, keeping the tab.
  await page.goto(`/en/tran-dau/old-name-vs-other/${staticId}?leagueId=${m.league.id}&tab=h2h`);
  await expect(page).toHaveURL(`/en${good}&tab=h2h`);
});

test('a live match moves its minute without a reload', async ({ page, request }) => {
  // The page's first load, the turn, the simulator's tick and the page's poll, one after another.
  test.setTimeout(90_000);
  // Ten minutes and 52 seconds in: the minute turns within seconds.
  const m = await kickOffAgo(request, () => 10 * MINUTE + 30_000);
  await page.goto(pathOf(m));
  const minute = page.getByTestId('match-minute');
  await expect(minute).toHaveText(/\d+'/, { timeout: 15_000 });
  const first = Number(/(\d+)'/.exec((await minute.textContent()) ?? '')?.[1]);
  // However long the first load took, the shown minute now has six seconds left.
  retime(m.fixtureId, first * MINUTE - 6_000);
  await expect(minute).toHaveText(`${first + 1}'`, { timeout: 30_000 });
});

test('a match that ends shows FT without a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  const m = await kickOffAgo(request, (id) => playDuration(id, LIVE_MODE.football) - 3 * MINUTE);
  await page.goto(pathOf(m));
  await expect(page.getByTestId('match-minute')).toBeVisible({ timeout: 15_000 });
  // While it runs the rooms are offered with their viewers.
  if (m.users.length > 0) await expect(page.getByTestId('match-rooms').getByTestId('viewers').first()).toBeVisible();
  // However long the first load took, the final whistle is now ten seconds away.
  retime(m.fixtureId, playDuration(m.fixtureId, LIVE_MODE.football) - 10_000);
  await expect(page.getByTestId('match-status')).toHaveText(/KT|Pen/, { timeout: 45_000 });
  await expect(page.getByTestId('match-minute')).toHaveCount(0);
});

test('when a commentated match ends, its report is written and linked from the match page', async ({ page, request }) => {
  test.setTimeout(90_000);
  const m = await kickOffAgo(request, (id) => playDuration(id, LIVE_MODE.football) - 3 * MINUTE, (x) => x.users.length > 0);
  retime(m.fixtureId, playDuration(m.fixtureId, LIVE_MODE.football) + 1_000);
  await page.goto(`/en${pathOf(m)}`);
  await expect(page.getByTestId('match-status')).toHaveText(/FT|Pen/, { timeout: 30_000 });
  // The report is written on the feed's next advance after the final whistle.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('latest-news').getByTestId('article-card').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const card = page.getByTestId('latest-news').getByTestId('article-card').first();
  await expect(card).toHaveAttribute('data-type', 'tuong-thuat');
  await expect(card.locator('h3')).toContainText(m.localteam.name);
  await card.locator('h3 a').click();
  await expect(page).toHaveURL(/\/en\/tin-tuc\/bong-da\/tuong-thuat\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/beat|draw/);
  await expect(page.getByText('written automatically from the match data')).toBeVisible();
});

test('on a 360 px phone the page fits the screen and the pitch shows both teams', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const m = await finishedMatch(request);
  await page.goto(pathOf(m));
  await expect(page.getByTestId('match-scoreboard')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.goto(`${pathOf(m)}&tab=lineups`);
  await expect(page.getByTestId('pitch')).toBeVisible();
  await expect(page.getByTestId('pitch-player')).toHaveCount(22);
  await expectNoSidewaysScroll(page);
  const box = await page.getByTestId('pitch').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(360);
  for (const tab of ['statistics', 'h2h', 'standings', 'odds']) {
    await page.goto(`${pathOf(m)}&tab=${tab}`);
    await expectNoSidewaysScroll(page, tab);
  }
});

test('the live room links to the match page', async ({ page, request }) => {
  const m = (await matches(request, SCHEDULE_STATUS.ended)).find((x) => x.users.length > 0);
  test.skip(!m, 'no finished football match with a room');
  await page.route('**/streams/**', (route) => route.abort());
  await page.goto(`/en${firstRoomPath(m!)}`);
  await page.getByTestId('match-page-link').click();
  await expect(page).toHaveURL(`/en${pathOf(m!)}`);
  await expect(page.getByTestId('match-scoreboard')).toBeVisible();
});

test('before kick-off the match page offers its commentators to book, with no viewers and no room to enter', async ({ page, request }) => {
  const candidates = (await matches(request, SCHEDULE_STATUS.comingUp)).filter((x) => x.users.length > 0 && /^\d{1,2}:\d{2}$/.test(x.status));
  let m: Match | undefined;
  for (const x of candidates) if (!m && (await hasTable(request, x.league.id))) m = x;
  if (!m) throw new Error('the seed always has upcoming league matches with commentators');
  await page.goto(pathOf(m));
  const rooms = page.getByTestId('match-rooms');
  await expect(rooms).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bình luận viên của trận' })).toBeVisible();
  await expect(rooms.getByRole('button').first()).toBeVisible();
  await expect(rooms.getByTestId('viewers')).toHaveCount(0);
  await expect(rooms.getByRole('link')).toHaveCount(0);
  // No empty timeline: the meetings so far and the table preview the match.
  await expect(page.getByRole('heading', { name: 'Diễn biến trận đấu' })).toHaveCount(0);
  await expect(page.getByTestId('match-preview')).toBeVisible();
  await expect(page.getByTestId('match-preview').getByTestId('standings-table')).toBeVisible();
});

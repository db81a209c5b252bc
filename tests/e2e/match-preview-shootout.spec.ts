import { expect, test, type APIRequestContext } from './support/test';
import { expectNoSidewaysScroll } from './support/overflow';
import type { LeagueDay } from '@/lib/contract/football-scores';
import type { MatchEvent } from '@/lib/contract/room';
import type { Match } from '@/lib/contract/schedule';
import { matchPath } from '@/lib/domain/football-urls';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { isShootoutKick } from '@/lib/domain/match-events';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';

const DAY = 86_400_000;
const ZONE = 'Asia/Ho_Chi_Minh';
const pathOf = (m: Match) => matchPath({ staticId: m.staticId, leagueId: m.league.id, home: m.localteam, away: m.visitorteam });

const HEADINGS = {
  vi: { prefix: '', probable: 'Đội hình dự kiến', shootout: 'Loạt sút luân lưu', scored: 'Thành công', form: 'Phong độ gần đây', odds: 'Tỷ lệ trước trận' },
  en: { prefix: '/en', probable: 'Probable line-ups', shootout: 'Penalty shoot-out', scored: 'Scored', form: 'Recent form', odds: 'Pre-match odds' },
  zh: { prefix: '/zh', probable: '預計陣容', shootout: '點球大戰', scored: '射入', form: '近期狀態', odds: '賽前賠率' },
} as const;
const LOCALES = ['vi', 'en', 'zh'] as const;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** An upcoming football match of two clubs with squads, as the preview shows it before kick-off. */
async function upcomingWithSquads(request: APIRequestContext): Promise<Match> {
  const upcoming = await data<Match[]>(request, `/live/api/schedule/feature-match?status=${SCHEDULE_STATUS.comingUp}&liveModeId=${LIVE_MODE.football}&pageSize=50`);
  for (const m of upcoming.filter((x) => /^\d{1,2}:\d{2}$/.test(x.status))) {
    const probable = await data<{ home: unknown; away: unknown }>(request, `/live/api/football/match/probable-lineups?fixtureId=${m.fixtureId}`);
    if (probable.home && probable.away) return m;
  }
  throw new Error('the seed always has upcoming football matches of two clubs with squads');
}

/** A finished knockout tie decided on penalties, from the results of the last five days, with its kicks. */
async function decidedOnPenalties(request: APIRequestContext): Promise<{ match: Match; kicks: MatchEvent[] }> {
  for (let back = 1; back <= 5; back++) {
    const date = new Date(Date.now() - back * DAY).toLocaleDateString('en-CA', { timeZone: ZONE });
    const day = await data<{ leagues: LeagueDay[] }>(request, `/live/api/football/matches?date=${date}&timezone=${ZONE}`);
    for (const m of day.leagues.flatMap((l) => l.matches)) {
      if (m.status.toLowerCase() !== 'pen') continue;
      const events = await data<MatchEvent[]>(request, `/live/api/schedule/match-events?fixtureId=${m.fixtureId}`);
      const kicks = events.filter((e) => isShootoutKick(e.kind));
      if (kicks.length > 0) return { match: m, kicks };
    }
  }
  throw new Error('the seed always has a cup tie decided on penalties in the last five days');
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('an upcoming match previews form, odds and both probable line-ups, in every language', async ({ page, request }) => {
      const m = await upcomingWithSquads(request);
      for (const locale of LOCALES) {
        const words = HEADINGS[locale];
        await page.goto(`${words.prefix}${pathOf(m)}`);
        const section = page.getByRole('region', { name: words.probable });
        await expect(section.getByRole('heading', { name: words.probable, level: 2 })).toBeVisible();
        await expect(section.getByTestId('pitch-player')).toHaveCount(22);
        for (const side of ['home', 'away']) {
          await expect(section.getByTestId(`probable-${side}`).getByTestId('probable-formation')).toHaveText(/^\d(-\d)+$/);
          await expect(section.getByTestId(`probable-${side}`).getByRole('listitem')).toHaveCount(11);
        }
        // Form and the prices now come first: each side's last results, three 1X2 prices and a way to every market.
        const form = page.getByRole('region', { name: words.form });
        await expect(form.getByRole('listitem').filter({ has: page.locator('ol') })).toHaveCount(2);
        const odds = page.getByRole('region', { name: words.odds });
        await expect(odds.getByTestId('odds-preview').locator('dd')).toHaveCount(3);
        await expect(odds.getByTestId('odds-preview').locator('dd').first()).toHaveText(/^\d+\.\d{2}$/);
        await expect(odds.getByRole('link')).toHaveAttribute('href', /[?&]tab=odds$/);
        if (viewport.width < 768) await expectNoSidewaysScroll(page, `${locale} preview`);
      }
    });

    test('a tie decided on penalties shows the kicks in the order they were taken, in every language', async ({ page, request }) => {
      const { match, kicks } = await decidedOnPenalties(request);
      for (const locale of LOCALES) {
        const words = HEADINGS[locale];
        await page.goto(`${words.prefix}${pathOf(match)}`);
        const block = page.getByTestId('shootout');
        await expect(block.getByRole('heading', { name: words.shootout, level: 3 })).toBeVisible();
        const rows = block.getByRole('list', { name: words.shootout }).getByRole('listitem');
        await expect(rows).toHaveCount(kicks.length);
        const shown = await rows.evaluateAll((items) => items.map((li) => `${li.getAttribute('data-side')}:${li.getAttribute('data-kind')}`));
        expect(shown).toEqual(kicks.map((k) => `${k.side}:${k.kind}`));
        const firstGoal = kicks.findIndex((k) => k.kind === 'shootout-goal');
        if (firstGoal >= 0) await expect(rows.nth(firstGoal)).toContainText(words.scored);
        await expect(rows.first()).toContainText(kicks[0]?.playerName ?? '');
        const home = kicks.filter((k) => k.side === 'home').reduce((n, k) => n + k.points, 0);
        const away = kicks.filter((k) => k.side === 'away').reduce((n, k) => n + k.points, 0);
        await expect(block.getByTestId('shootout-score')).toHaveText(`${home}–${away}`);
        if (viewport.width < 768) await expectNoSidewaysScroll(page, `${locale} shoot-out`);
      }
    });
  });
}

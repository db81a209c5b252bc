import { expect, test, type APIRequestContext } from './support/test';
import type { Match } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { firstRoomPath } from '@/lib/domain/room-url';
import { expectNoSidewaysScroll } from './support/overflow';

/** The scoreboard table's accessible name in each language, for any sport that keeps one. */
const CAPTIONS = {
  vi: /Điểm từng set|Điểm từng hiệp|Điểm từng map|Số ván thắng/,
  en: /Score by set|Score by quarter|Rounds by map|Frames won/,
  zh: /各盤比分|各局比分|各節比分|各地圖比分|勝局數/,
} as const;

/** The phone's switch from the chat to the match (chat.room.matchView). */
const MATCH_VIEW = { vi: 'Trận đấu', en: 'Match', zh: '比賽' } as const;

/** Set sports first (what the board was built for), then every other sport with a scoreboard, so a room is always found. */
const BOARD_SPORTS: readonly number[] = [LIVE_MODE.tennis, LIVE_MODE.volleyball, LIVE_MODE.basketball, LIVE_MODE.esport, LIVE_MODE.billiard];

/**
 * A match of a scoreboard sport with a room and a board, from the running simulator: a live one when
 * any is on, else one finished today (its room keeps the final board), so the check never depends on
 * the hour.
 */
async function boardMatch(request: APIRequestContext): Promise<{ match: Match; path: string; live: boolean }> {
  for (const status of [2, 3]) {
    for (const liveModeId of BOARD_SPORTS) {
      const response = await request.get(`/live/api/schedule/feature-match?status=${status}&pageSize=50&liveModeId=${liveModeId}`);
      expect(response.status()).toBe(200);
      const { data } = (await response.json()) as { data: Match[] };
      const match = data.find((m) => m.scoreboard !== null && (status === 3 || m.scoreboard.current !== null) && firstRoomPath(m) !== null);
      if (match) return { match, path: firstRoomPath(match)!, live: status === 2 };
    }
  }
  throw new Error('no match of a scoreboard sport with a room today');
}

for (const width of [390, 1440] as const) {
  test.describe(`set sports at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, ...(width < 1024 ? { hasTouch: true, isMobile: true } : {}) });

    for (const locale of ['vi', 'en', 'zh'] as const) {
      test(`a live room of a sport with a scoreboard shows it, not a minute, in ${locale}`, async ({ page, request }) => {
        const found = await boardMatch(request);
        // Decoding video is not what this checks, and starves a busy machine.
        await page.route('**/streams/**', (route) => route.abort());
        await page.goto(`/${locale}${found.path}`);

        // Phones open on the chat; the match is one tap away.
        if (width < 1024) await page.getByRole('button', { name: MATCH_VIEW[locale], exact: true }).click();

        const table = page.getByRole('table', { name: CAPTIONS[locale] });
        await expect(table).toBeVisible();
        await expect(table.getByRole('rowheader')).toHaveCount(2);
        await expect(table.getByRole('columnheader').nth(1)).toBeVisible();

        if (found.live) {
          const status = page.getByTestId('room-live-status');
          await expect(status).toBeVisible();
          await expect(status).not.toContainText("'");
        }
        await expect(page.getByTestId('sport-scoreboard')).not.toContainText("'");

        await expectNoSidewaysScroll(page);
      });
    }
  });
}

test.describe('schedule rows carry each sport’s scoreboard line', () => {
  const SPORTS = [
    { tab: 'tennis', kind: 'sets' },
    { tab: 'the-thao/bong-chuyen', kind: 'sets' },
    { tab: 'the-thao/bong-ro', kind: 'quarters' },
    { tab: 'esport', kind: 'maps' },
  ] as const;
  for (const width of [390, 1440] as const) {
    test(`yesterday’s finished matches show their periods at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const { tab, kind } of SPORTS) {
        await page.goto(`/lich-truc-tiep/${tab}`);
        await page.getByRole('navigation', { name: 'Chọn ngày' }).getByRole('link', { name: /^Hôm qua/ }).click();
        await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}$/);
        const line = page.getByTestId('schedule-list').locator(`[data-testid="scoreboard-line"][data-kind="${kind}"]`).first();
        await expect(line, tab).toBeVisible();
        // Periods as "25-21 19-25…", never a minute.
        await expect(line).toHaveText(/\d+-\d+/);
        await expect(line).not.toContainText("'");
      }
    });
  }
});

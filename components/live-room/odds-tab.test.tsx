import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { oddsHistory } from '@/lib/contract/football-scores';
import { matchOdds } from '@/lib/contract/room';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import enLiveroom from '@/messages/en/liveroom.json';
import enScores from '@/messages/en/scores.json';
import viLiveroom from '@/messages/vi/liveroom.json';
import viScores from '@/messages/vi/scores.json';
import zhLiveroom from '@/messages/zh/liveroom.json';
import zhScores from '@/messages/zh/scores.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { odds } from '@/tests/mocks/live-data';
import { server } from '@/tests/mocks/server';
import { OddsTab } from './odds-tab';
import { makeRoom, renderRoom, testQueryClient } from './test-utils';

const MESSAGES = { vi: { liveroom: viLiveroom, scores: viScores }, en: { liveroom: enLiveroom, scores: enScores }, zh: { liveroom: zhLiveroom, scores: zhScores } } as const;

describe('OddsTab', () => {
  startMockApi();

  it('marks prices that moved since the opening price of the history', async () => {
    renderRoom(<OddsTab room={makeRoom()} timeZone="Asia/Ho_Chi_Minh" />);
    const row = (await screen.findByRole('rowheader', { name: 'Sao Bắc Odds' })).closest('tr') as HTMLElement;
    expect(await within(row).findByLabelText('Giá 1,95, giảm từ 2,10')).toBeTruthy();
    expect(within(row).getByLabelText('Giá 3,80, tăng từ 3,60')).toBeTruthy();
    expect(within(row).getByLabelText('Giá 3,40, không đổi')).toBeTruthy();
  });

  it('shows the prices without arrows when there is no history', async () => {
    server.use(mockEndpoint(oddsHistory, ({ query }) => ({ fixtureId: query.fixtureId, bookmakers: [] })));
    const { container } = renderRoom(<OddsTab room={makeRoom()} timeZone="Asia/Ho_Chi_Minh" />);
    await screen.findByRole('rowheader', { name: 'Lotus Line' });
    expect(container.querySelectorAll('[data-movement="up"], [data-movement="down"]')).toHaveLength(0);
  });

  it('does not ask for history outside football', async () => {
    const room = makeRoom();
    renderRoom(<OddsTab room={{ ...room, match: { ...room.match, liveModeId: LIVE_MODE.basketball } }} timeZone="Asia/Ho_Chi_Minh" />);
    const row = (await screen.findByRole('rowheader', { name: 'Sao Bắc Odds' })).closest('tr') as HTMLElement;
    expect(within(row).getByLabelText('Giá 1,95, không đổi')).toBeTruthy();
  });

  it.each([
    ['vi', 'Tạm khóa'],
    ['en', 'Suspended'],
    ['zh', '暫停'],
  ] as const)('shows a lock instead of prices while the market is suspended (%s)', async (locale, text) => {
    server.use(mockEndpoint(matchOdds, { ...odds, suspended: true }));
    const client = testQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale={locale} timeZone="Asia/Ho_Chi_Minh" messages={MESSAGES[locale]}>
          {children}
        </NextIntlClientProvider>
      </QueryClientProvider>
    );
    const { container } = render(<OddsTab room={makeRoom()} timeZone="Asia/Ho_Chi_Minh" />, { wrapper });
    const row = (await screen.findByRole('rowheader', { name: 'Sao Bắc Odds' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(text)).toBeTruthy();
    expect(row.querySelector('svg.lucide-lock')).not.toBeNull();
    expect(within(row).queryByText('1,95')).toBeNull();
    expect(container.querySelectorAll('[data-testid="odds-suspended"]')).toHaveLength(odds.bookmakers.length);
    expect(container.querySelectorAll('[data-movement]')).toHaveLength(0);
  });
});


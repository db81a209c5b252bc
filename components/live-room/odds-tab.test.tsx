import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { oddsHistory } from '@/lib/contract/football-scores';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { OddsTab } from './odds-tab';
import { makeRoom, renderRoom } from './test-utils';

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
});

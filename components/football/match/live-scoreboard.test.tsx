import { act, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLiveQueries } from '@/lib/api/live-query';
import { MATCH_LIVE_POLL_MS } from '@/lib/api/queries/football-match';
import { footballMatchLive, type MatchLive } from '@/lib/contract/football-match';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import common from '@/messages/vi/common.json';
import match from '@/messages/vi/match.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { LiveScoreboard } from './live-scoreboard';

const refresh = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({ useRouter: () => ({ refresh }) }));

const api = startMockApi();
const FIXTURE = 41;
const live: MatchLive = { status: '32', scheduleStatus: SCHEDULE_STATUS.live, score: '[1-0]', eventCount: 3 };

function show(initial: MatchLive, startTimestamp = Date.now() - 30 * 60_000) {
  return render(
    <NextIntlClientProvider locale="vi" messages={{ common, match }}>
      <LiveScoreboard fixtureId={FIXTURE} startTimestamp={startTimestamp} kickoff="19:00" initial={initial} />
    </NextIntlClientProvider>,
  );
}

const pollOnce = () => act(() => vi.advanceTimersByTimeAsync(MATCH_LIVE_POLL_MS));

describe('LiveScoreboard', () => {
  beforeEach(() => {
    resetLiveQueries();
    refresh.mockReset();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the server’s score without asking, then follows the match and refreshes the page on a goal', async () => {
    server.use(mockEndpoint(footballMatchLive, { ...live, status: '33', score: '[2-0]', eventCount: 4 }));
    show(live);
    expect(screen.getByTestId('match-scoreboard')).toHaveTextContent('1');
    expect(api.calls(footballMatchLive.path)).toHaveLength(0);
    await pollOnce();
    await vi.waitFor(() => expect(screen.getByTestId('match-minute')).toHaveTextContent('33'));
    expect(api.calls(footballMatchLive.path)).toHaveLength(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops asking once the match is over', async () => {
    server.use(mockEndpoint(footballMatchLive, { status: 'ft', scheduleStatus: SCHEDULE_STATUS.ended, score: '[1-0]', eventCount: 3 }));
    show(live);
    await pollOnce();
    await vi.waitFor(() => expect(screen.getByTestId('match-status')).toHaveTextContent('KT'));
    await pollOnce();
    await pollOnce();
    expect(api.calls(footballMatchLive.path)).toHaveLength(1);
  });

  it('never asks on the page of a finished match', async () => {
    show({ status: 'ft', scheduleStatus: SCHEDULE_STATUS.ended, score: '[2-2]', eventCount: 7 }, Date.now() - 3 * 3_600_000);
    await pollOnce();
    await pollOnce();
    expect(api.calls(footballMatchLive.path)).toHaveLength(0);
    expect(screen.getByTestId('match-status')).toHaveTextContent('KT');
  });
});

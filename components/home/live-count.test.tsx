import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { totalLiveSchedule } from '@/lib/contract/schedule';
import { LIVE_COUNT_POLL_MS } from '@/lib/domain/constants';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { LiveCount } from './live-count';
import { renderHome } from './test-utils';

describe('LiveCount', () => {
  startMockApi();
  afterEach(() => vi.useRealTimers());

  it('shows the number of live matches from the API', async () => {
    server.use(mockEndpoint(totalLiveSchedule, { totalLive: 12 }));
    renderHome(<LiveCount />);
    expect(await screen.findByTestId('live-count-value')).toHaveTextContent('12');
    expect(screen.getByTestId('live-count')).toHaveTextContent('12 trận đang trực tiếp');
  });

  it('shows the new number when the count is polled again (every 20 s)', async () => {
    let live = 12;
    server.use(mockEndpoint(totalLiveSchedule, () => ({ totalLive: live })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome(<LiveCount />);
    await screen.findByText('12');
    live = 13;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_COUNT_POLL_MS));
    expect(await screen.findByText('13')).toHaveAttribute('data-testid', 'live-count-value');
  });

  it('shows the count the server rendered with, without asking again before the next poll', async () => {
    let asked = 0;
    server.use(mockEndpoint(totalLiveSchedule, () => ({ totalLive: ++asked })));
    renderHome(<LiveCount seed={{ value: 5, at: Date.now() }} />);
    expect(screen.getByTestId('live-count-value')).toHaveTextContent('5');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(asked).toBe(0);
  });

  it('says the count is being updated while the API fails', async () => {
    server.use(mockFailure(totalLiveSchedule, 500));
    renderHome(<LiveCount />);
    expect(await screen.findByText('Đang cập nhật số trận trực tiếp')).toBeInTheDocument();
    expect(screen.queryByTestId('live-count-value')).not.toBeInTheDocument();
  });
});

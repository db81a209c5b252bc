import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { totalLiveSchedule } from '@/lib/contract/schedule';
import { totalLiveQuery } from '@/lib/api/queries/schedule';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint, mockFailure } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { LiveCount } from './live-count';
import { renderHome, testQueryClient } from './test-utils';

describe('LiveCount', () => {
  startMockApi();

  it('shows the number of live matches from the API', async () => {
    server.use(mockEndpoint(totalLiveSchedule, { totalLive: 12 }));
    renderHome(<LiveCount />);
    expect(await screen.findByTestId('live-count-value')).toHaveTextContent('12');
    expect(screen.getByTestId('live-count')).toHaveTextContent('12 trận đang trực tiếp');
  });

  it('shows the new number when the count is fetched again', async () => {
    let live = 12;
    server.use(mockEndpoint(totalLiveSchedule, () => ({ totalLive: live })));
    const client = testQueryClient();
    renderHome(<LiveCount />, client);
    await screen.findByText('12');
    live = 13;
    await act(() => client.refetchQueries({ queryKey: totalLiveQuery().queryKey }));
    expect(await screen.findByText('13')).toHaveAttribute('data-testid', 'live-count-value');
  });

  it('shows the count the server rendered with until the query answers', async () => {
    server.use(mockEndpoint(totalLiveSchedule, () => new Promise<never>(() => {})));
    renderHome(<LiveCount initialCount={5} />);
    expect(screen.getByTestId('live-count-value')).toHaveTextContent('5');
  });

  it('says the count is being updated while the API fails', async () => {
    server.use(mockFailure(totalLiveSchedule, 500));
    renderHome(<LiveCount />);
    expect(await screen.findByText('Đang cập nhật số trận trực tiếp')).toBeInTheDocument();
    expect(screen.queryByTestId('live-count-value')).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { featureMatch } from '@/lib/contract/schedule';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { FeaturedMatches } from './featured-matches';
import { renderHome } from './test-utils';


describe('FeaturedMatches', () => {
  const api = startMockApi();

  it('shows a card per featured match, asking for eight', async () => {
    const seen = vi.fn();
    server.use(
      mockEndpoint(featureMatch, ({ query }) => {
        seen(query.pageSize);
        return [makeMatch({ fixtureId: 1, roomId: 301 }), makeMatch({ fixtureId: 2, roomId: 302 })];
      }),
    );
    renderHome(<FeaturedMatches timeZone="Asia/Ho_Chi_Minh" />);
    expect(await screen.findAllByRole('link', { name: /^Xem trực tiếp/ })).toHaveLength(2);
    expect(seen).toHaveBeenCalledWith(8);
  });

  it('says there is nothing featured when the list is empty', async () => {
    server.use(mockEndpoint(featureMatch, []));
    renderHome(<FeaturedMatches timeZone="Asia/Ho_Chi_Minh" />);
    await waitFor(() => expect(api.calls('/live/api/schedule/feature-match')).toHaveLength(1));
    await waitFor(() => expect(screen.getByText('Chưa có trận đấu nổi bật')).toBeInTheDocument());
  });

  it('shows the cards the server rendered without asking the API again', () => {
    const matches = [makeMatch({ fixtureId: 1, roomId: 301 }), makeMatch({ fixtureId: 2, roomId: 302 }), makeMatch({ fixtureId: 3, roomId: 303 })];
    renderHome(<FeaturedMatches timeZone="Asia/Ho_Chi_Minh" seed={{ value: matches, at: Date.now() }} />);
    expect(screen.getAllByRole('link', { name: /^Xem trực tiếp/ })).toHaveLength(3);
    expect(api.calls('/live/api/schedule/feature-match')).toHaveLength(0);
  });
});

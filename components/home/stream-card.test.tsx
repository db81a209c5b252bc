import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { makeMatch } from '@/tests/mocks/data';
import { FeaturedGrid } from './featured-grid';
import { renderHome } from './test-utils';

const host = makeMatch().users[0];
const table = makeMatch({
  fixtureId: 77,
  liveModeId: LIVE_MODE.casino,
  home: 'Baccarat Rồng Vàng',
  away: 'Sảnh Rồng Vàng',
  status: 'live',
  score: '',
  roomId: host?.roomId ?? 1,
  users: host ? [{ ...host, viewerCount: 1391 }] : [],
});

describe('a studio table among the featured', () => {
  it('is drawn as a stream: the table, its presenter and viewers, a way in, and no sides or kick-off', () => {
    renderHome(<FeaturedGrid matches={[table, makeMatch({ fixtureId: 78 })]} timeZone="Asia/Ho_Chi_Minh" />);
    const card = screen.getByTestId('stream-card');
    expect(card).toHaveTextContent('Baccarat Rồng Vàng');
    expect(card).not.toHaveTextContent('Sảnh Rồng Vàng');
    expect(card).not.toHaveTextContent('Bắt đầu');
    expect(card.querySelector('time')).toBeNull();
    expect(card).toHaveTextContent(host?.displayName ?? '');
    expect(card.querySelector('[data-testid="viewers"]')).toHaveTextContent('1,3K');
    expect(screen.getByRole('link', { name: 'Xem Baccarat Rồng Vàng' })).toHaveAttribute('href', expect.stringMatching(/^\/truc-tiep\/casino\//));
    // The football match beside it keeps its match card.
    expect(screen.getAllByTestId('stream-card')).toHaveLength(1);
    expect(screen.getByText(makeMatch().away)).toBeInTheDocument();
  });
});

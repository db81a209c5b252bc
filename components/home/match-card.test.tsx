import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { makeMatch } from '@/tests/mocks/data';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { MatchCard } from './match-card';
import { renderHome } from './test-utils';


const ZONE = 'Asia/Ho_Chi_Minh';

describe('MatchCard', () => {
  it('shows both teams, the score and a LIVE badge with the minute for a live match', () => {
    renderHome(<MatchCard match={makeMatch({ status: '67', score: '[2-1]' })} timeZone={ZONE} />);
    expect(screen.getByText('Hà Nội FC')).toBeInTheDocument();
    expect(screen.getByText('Công An Hà Nội')).toBeInTheDocument();
    expect(screen.getByText('2 – 1')).toBeInTheDocument();
    expect(screen.getByText('Trực tiếp')).toBeInTheDocument();
    expect(screen.getByText("67'")).toBeInTheDocument();
  });

  it('shows the kick-off time in the viewer zone, and no LIVE badge, for an upcoming match', () => {
    const upcoming = makeMatch({
      status: '12:00',
      score: '',
      scheduleStatus: SCHEDULE_STATUS.comingUp,
      startTimestamp: Date.UTC(2025, 4, 10, 12, 30),
    });
    renderHome(<MatchCard match={upcoming} timeZone={ZONE} />);
    expect(screen.getByText('19:30')).toBeInTheDocument();
    expect(screen.queryByText('Trực tiếp')).not.toBeInTheDocument();
  });

  it('shows the half-time clock as HT', () => {
    renderHome(<MatchCard match={makeMatch({ status: 'HT', score: '[0-0]' })} timeZone={ZONE} />);
    expect(screen.getByText('HT')).toBeInTheDocument();
    expect(screen.getByText('0 – 0')).toBeInTheDocument();
  });

  it('shows a finished match with its score and "KT", as the results do', () => {
    renderHome(<MatchCard match={makeMatch({ status: 'FT', score: '[3-2]' })} timeZone={ZONE} />);
    expect(screen.getByText('3 – 2')).toBeInTheDocument();
    expect(screen.getByText('KT')).toBeInTheDocument();
  });

  it('links the card to the first room of the match', () => {
    renderHome(<MatchCard match={makeMatch({ roomId: 301 })} timeZone={ZONE} />);
    expect(screen.getByRole('link', { name: 'Xem trực tiếp Hà Nội FC vs Công An Hà Nội' })).toHaveAttribute(
      'href',
      '/truc-tiep/the-thao/bong-da/ha-noi-fc-cong-an-ha-noi-301',
    );
  });

  it('lists the commentators with their viewer counts', () => {
    renderHome(<MatchCard match={makeMatch()} timeZone={ZONE} />);
    const hosts = screen.getByRole('list', { name: 'Bình luận viên' });
    expect(hosts).toHaveTextContent('BLV Quang Huy');
    expect(within(hosts).getByText(/1,5K/)).toBeInTheDocument();
  });

  it('says so when nobody comments the match, and leads to the match page instead of a room', () => {
    renderHome(<MatchCard match={makeMatch({ roomId: null, commentatorId: null, users: [] })} timeZone={ZONE} />);
    expect(screen.getByText('Chưa có bình luận viên')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/tran-dau\//));
  });

  it('shows viewers and leads into the room only while the match runs', () => {
    const host = makeMatch().users[0];
    if (!host) throw new Error('the default match has a host');
    const { unmount } = renderHome(<MatchCard match={makeMatch({ status: '67', score: '[1-0]', roomId: host.roomId, users: [host] })} timeZone={ZONE} />);
    expect(screen.getByTestId('viewers')).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^\/truc-tiep\//));
    unmount();
    for (const status of ['19:30', 'FT']) {
      const view = renderHome(<MatchCard match={makeMatch({ status, score: status === 'FT' ? '[2-1]' : '', roomId: host.roomId, users: [host] })} timeZone={ZONE} />);
      expect(screen.queryByTestId('viewers'), status).not.toBeInTheDocument();
      expect(screen.getByRole('link'), status).toHaveAttribute('href', expect.stringMatching(/^\/tran-dau\//));
      view.unmount();
    }
  });
});

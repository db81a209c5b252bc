import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { FixtureItem } from '@/lib/contract/football-teams';
import common from '@/messages/vi/common.json';
import home from '@/messages/vi/home.json';
import teams from '@/messages/vi/teams.json';
import { FixtureList } from './fixture-list';

const ref = (id: number, name: string, slug: string) => ({ id, name, slug, logo: '' });
const fixture = (over: Partial<FixtureItem> = {}): FixtureItem => ({
  fixtureId: 1,
  staticId: 9001,
  league: ref(1, 'V.League 1', 'v-league-1'),
  home: ref(11, 'Hà Nội FC', 'ha-noi-fc'),
  away: ref(12, 'Hải Phòng', 'hai-phong'),
  startTimestamp: Date.UTC(2026, 10, 20, 12, 0),
  status: 'ft',
  scheduleStatus: 3,
  homeScore: 0,
  awayScore: 2,
  ...over,
});

function renderVi(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="vi" messages={{ common, home, teams }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('FixtureList', () => {
  it('links each match to its match page and shows kick-off in the viewer zone', () => {
    renderVi(<FixtureList fixtures={[fixture()]} timeZone="Asia/Ho_Chi_Minh" empty="none" />);
    const link = screen.getByRole('link', { name: 'Xem trận Hà Nội FC – Hải Phòng' });
    expect(link).toHaveAttribute('href', '/tran-dau/ha-noi-fc-vs-hai-phong/9001?leagueId=1');
    expect(within(link).getByText('19:00')).toBeInTheDocument();
    expect(within(link).getByText('20/11/2026')).toBeInTheDocument();
  });

  it('marks the focus team’s result of a finished match', () => {
    renderVi(<FixtureList fixtures={[fixture()]} timeZone="UTC" empty="none" focusTeamId={12} />);
    expect(screen.getByRole('list', { name: 'Phong độ: Thắng' })).toBeInTheDocument();
  });

  it('shows no score before kick-off and the minute while live', () => {
    renderVi(
      <FixtureList
        fixtures={[fixture({ status: '12:00', scheduleStatus: 1, homeScore: null, awayScore: null }), fixture({ fixtureId: 2, status: '67', scheduleStatus: 2, homeScore: 1, awayScore: 1 })]}
        timeZone="UTC"
        empty="none"
      />,
    );
    const [upcoming, live] = screen.getAllByRole('listitem');
    expect(within(upcoming as HTMLElement).queryByText('0')).toBeNull();
    expect(within(live as HTMLElement).getByText("67'")).toBeInTheDocument();
  });

  it('says so when there is nothing to list', () => {
    renderVi(<FixtureList fixtures={[]} timeZone="UTC" empty="Chưa có trận sắp tới." />);
    expect(screen.getByText('Chưa có trận sắp tới.')).toBeInTheDocument();
  });
});

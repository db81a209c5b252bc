import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '@/lib/api/query-client';
import type { FixtureItem, TeamDetail } from '@/lib/contract/football-teams';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import teams from '@/messages/vi/teams.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { TeamView } from './team-view';

vi.mock('@/lib/i18n/navigation', async () => {
  const { default: Anchor } = await import('next/link');
  return { Link: Anchor, useRouter: () => ({ refresh: vi.fn() }), usePathname: () => '/' };
});

startMockApi();

const league = { id: 1, name: 'V.League 1', slug: 'v-league-1', logo: '' };
const team = { id: 11, name: 'Hà Nội FC', slug: 'ha-noi-fc', logo: '', shortName: 'HNFC' };
const rival = { id: 12, name: 'Hải Phòng', slug: 'hai-phong', logo: '' };
const fixture = (fixtureId: number, days: number): FixtureItem => ({
  fixtureId, staticId: fixtureId, league, home: team, away: rival, startTimestamp: Date.UTC(2026, 10, 26 + days, 12), status: '19:00', scheduleStatus: 1, homeScore: null, awayScore: null,
});
const bare: TeamDetail = {
  team, league, venue: null, manager: null, standing: null, form: [], fixtures: [], results: [], squad: [],
  table: { league, season: '2026', rows: [] },
};

function show(data: TeamDetail) {
  render(
    <QueryClientProvider client={makeQueryClient()}>
      <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ common, errors, teams }}>
        <TeamView data={data} timeZone="Asia/Ho_Chi_Minh" />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

describe('TeamView', () => {
  it('leaves out every block it has nothing for', () => {
    show(bare);
    for (const id of ['overview', 'fixtures', 'results', 'squad', 'standings']) expect(document.getElementById(id), id).toBeNull();
  });

  it('shows the next match once, in the overview, and the fixtures after it', () => {
    show({ ...bare, fixtures: [fixture(1, 1), fixture(2, 8)] });
    expect(document.getElementById('overview')?.querySelectorAll('a[href*="/tran-dau/"]')).toHaveLength(1);
    expect(document.getElementById('fixtures')?.querySelectorAll('a[href*="/tran-dau/"]')).toHaveLength(1);
    const all = [...document.querySelectorAll('a[href*="/tran-dau/"]')].map((a) => a.getAttribute('href'));
    expect(new Set(all).size).toBe(2);
    expect(screen.getByRole('heading', { name: 'Hà Nội FC', level: 1 })).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { LeagueTable } from '@/lib/contract/football';
import common from '@/messages/vi/common.json';
import { StandingsTable } from './standings-table';

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase().replace(/ /g, '-'), logo: `/media/crest/${id}.svg` });
const row = (position: number, id: number, name: string, extra: Partial<LeagueTable['rows'][number]> = {}) => ({
  position,
  team: team(id, name),
  played: 10,
  won: 6,
  drawn: 2,
  lost: 2,
  goalsFor: 18,
  goalsAgainst: 9,
  goalDifference: 9,
  points: 20,
  form: ['W', 'W', 'D', 'L', 'W'] as LeagueTable['rows'][number]['form'],
  ...extra,
});

const TABLE: LeagueTable = {
  league: { id: 1, name: 'V.League 1', slug: 'v-league-1', logo: '' },
  season: '2026',
  rows: [row(1, 11, 'Hà Nội FC'), row(2, 12, 'Công An Hà Nội', { goalDifference: -3, points: 17 })],
};

function renderVi(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="vi" messages={{ common }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('StandingsTable', () => {
  it('lists every team in order with its points, linking to the team page', () => {
    renderVi(<StandingsTable table={TABLE} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: /Hà Nội FC/ })).toHaveAttribute('href', '/doi-bong/ha-noi-fc/11');
    expect(first.getByText('20')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('-3')).toBeInTheDocument();
  });

  it('shows a positive goal difference with a plus sign and form as words for screen readers', () => {
    renderVi(<StandingsTable table={TABLE} />);
    expect(screen.getAllByText('+9')).toHaveLength(1);
    expect(screen.getAllByRole('list', { name: '5 trận gần nhất, mới nhất trước: Thắng, Thắng, Hòa, Thua, Thắng' })).toHaveLength(2);
  });

  it('marks the highlighted team', () => {
    const { container } = renderVi(<StandingsTable table={TABLE} highlight={[12]} />);
    expect(container.querySelector('[data-team="12"]')).toHaveAttribute('aria-current', 'true');
    expect(container.querySelector('[data-team="11"]')).not.toHaveAttribute('aria-current');
  });

  it('keeps only played, goal difference and points when compact', () => {
    renderVi(<StandingsTable table={TABLE} compact />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['#', 'Đội', 'Tr', 'HS', 'Đ']);
  });

  it('says so when the competition has no table', () => {
    renderVi(<StandingsTable table={{ ...TABLE, rows: [] }} />);
    expect(screen.getByText('Giải đấu này không có bảng xếp hạng.')).toBeInTheDocument();
  });
});

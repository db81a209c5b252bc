import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import type { LineupPlayer, ProbableLineup } from '@/lib/contract/football-match';
import type { Locale } from '@/lib/domain/locale';
import en from '@/messages/en/match.json';
import viMessages from '@/messages/vi/match.json';
import zh from '@/messages/zh/match.json';
import { ProbableLineups } from './probable-lineups';

vi.mock('@/lib/i18n/navigation', async () => {
  const { default: Anchor } = await import('next/link');
  return { Link: Anchor };
});

const MESSAGES = { vi: viMessages, en, zh } as const;
const POSITIONS = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW'] as const;
const LINES = [0, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3];

const team = (id: number, name: string) => ({ id, name, slug: `team-${id}`, logo: '' });
const player = (teamId: number, i: number): LineupPlayer => ({ id: teamId * 100 + i, name: `Player ${teamId}-${i}`, shirtNumber: i + 1, position: POSITIONS[i] ?? 'MF' });

function lineup(id: number, name: string, basedOn: ProbableLineup['basedOn']): ProbableLineup {
  return {
    team: team(id, name),
    formation: '4-3-3',
    lines: [4, 3, 3],
    manager: null,
    pitch: POSITIONS.map((_, i) => ({ line: LINES[i] ?? 0, player: player(id, i), replaced: null, goals: 0, card: null })),
    bench: [player(id, 11)],
    basedOn,
  };
}

const lastMatch: ProbableLineup['basedOn'] = {
  fixtureId: 77, staticId: 90_077, league: { id: 1, name: 'V.League 1', slug: 'v-league-1', logo: '' }, home: team(11, 'Hà Nội FC'), away: team(13, 'Nam Định'),
  startTimestamp: Date.UTC(2026, 10, 20, 12), status: 'FT', scheduleStatus: 3, homeScore: 2, awayScore: 1,
};

function show(locale: Locale, away: ProbableLineup | null = lineup(12, 'Hải Phòng', null)) {
  render(
    <NextIntlClientProvider locale={locale} timeZone="Asia/Ho_Chi_Minh" messages={{ match: MESSAGES[locale] }}>
      <ProbableLineups lineups={{ probable: true, home: lineup(11, 'Hà Nội FC', lastMatch), away }} names={{ home: 'Hà Nội FC', away: 'Hải Phòng' }} timeZone="Asia/Ho_Chi_Minh" />
    </NextIntlClientProvider>,
  );
}

describe('ProbableLineups', () => {
  it.each([
    ['vi', 'Đội hình dự kiến', 'Dự kiến', 'Theo đội hình trận Hà Nội FC – Nam Định ngày 20/11/2026', 'Chưa có trận gần đây'],
    ['en', 'Probable line-ups', 'Probable', 'As lined up for Hà Nội FC – Nam Định on 20/11/2026', 'No recent match on record'],
    ['zh', '預計陣容', '預計', '依據 20/11/2026 Hà Nội FC – Nam Định 一役的陣容', '暫無近期賽事'],
  ] as const)('labels both XIs as probable, with their formations and where they come from (%s)', (locale, title, badge, basedOn, fromSquad) => {
    show(locale);
    const section = screen.getByRole('region', { name: title });
    expect(section).toHaveTextContent(badge);
    expect(within(section).getAllByTestId('pitch-player')).toHaveLength(22);
    // Names on the pitch are names in every language: no page translator rewrites them.
    for (const marker of within(section).getAllByTestId('pitch-player')) expect(marker.querySelector('[translate="no"]')).not.toBeNull();
    for (const side of ['home', 'away']) {
      const sheet = screen.getByTestId(`probable-${side}`);
      expect(within(sheet).getByTestId('probable-formation')).toHaveTextContent('4-3-3');
      expect(within(sheet).getAllByRole('listitem')).toHaveLength(11);
    }
    expect(screen.getByRole('link', { name: basedOn })).toHaveAttribute('href', expect.stringContaining('/90077'));
    expect(screen.getByTestId('probable-away')).toHaveTextContent(fromSquad);
  });

  it('says which side has no squad', () => {
    show('en', null);
    expect(screen.getByText('No squad on record for Hải Phòng.')).toBeInTheDocument();
    expect(screen.getAllByTestId('pitch-player')).toHaveLength(11);
  });

  it('shows nothing when neither side has a squad', () => {
    render(
      <NextIntlClientProvider locale="en" timeZone="Asia/Ho_Chi_Minh" messages={{ match: en }}>
        <ProbableLineups lineups={{ probable: true, home: null, away: null }} names={{ home: 'A', away: 'B' }} timeZone="Asia/Ho_Chi_Minh" />
      </NextIntlClientProvider>,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});

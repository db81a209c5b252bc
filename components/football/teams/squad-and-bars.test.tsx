import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { SquadPlayer } from '@/lib/contract/football-teams';
import common from '@/messages/vi/common.json';
import teams from '@/messages/vi/teams.json';
import { CompareBars } from './compare-bars';
import { SquadList } from './squad-list';

function renderVi(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="vi" messages={{ common, teams }}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const player = (id: number, name: string, position: string, shirtNumber: number): SquadPlayer =>
  ({ id, name, slug: name.toLowerCase().replace(/ /g, '-'), photo: '', shirtNumber, position, nationality: 'Vietnam', age: 25 });

describe('SquadList', () => {
  it('groups players by position, goalkeepers first, and links each to the player page', () => {
    renderVi(<SquadList squad={[player(3, 'Văn Quyết', 'FW', 10), player(1, 'Tấn Trường', 'GK', 1), player(2, 'Hùng Dũng', 'MF', 88)]} />);
    const groups = screen.getAllByRole('list').map((l) => l.getAttribute('aria-label'));
    expect(groups).toEqual(['Thủ môn', 'Tiền vệ', 'Tiền đạo']);
    const forwards = screen.getByRole('list', { name: 'Tiền đạo' });
    expect(within(forwards).getByRole('link', { name: 'Văn Quyết' })).toHaveAttribute('href', '/cau-thu/van-quyet/3');
  });
});

describe('CompareBars', () => {
  it('marks who leads and sizes both halves of the bar', () => {
    const { container } = renderVi(
      <CompareBars names={['A', 'B']} rows={[{ key: 'goals', label: 'Bàn thắng', text: ['3', '1'], shares: [75, 25], leader: 'first' }]} />,
    );
    const row = container.querySelector('[data-metric="goals"]');
    expect(row).toHaveAttribute('data-leader', 'first');
    expect(screen.getByLabelText('A: 3')).toHaveClass('font-bold');
    const bars = row?.querySelectorAll('[style]');
    expect([...(bars ?? [])].map((b) => (b as HTMLElement).style.width)).toEqual(['75%', '25%']);
  });
});

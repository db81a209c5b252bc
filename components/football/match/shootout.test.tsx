import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { EventTimeline } from '@/components/live-room/event-timeline';
import type { MatchEvent } from '@/lib/contract/room';
import type { Locale } from '@/lib/domain/locale';
import en from '@/messages/en/liveroom.json';
import vi from '@/messages/vi/liveroom.json';
import zh from '@/messages/zh/liveroom.json';
import { ShootoutList, shootoutRows } from './shootout';

const MESSAGES = { vi, en, zh } as const;

const kick = (seq: number, side: MatchEvent['side'], kind: MatchEvent['kind'], playerName: string, relatedName: string | null = null): MatchEvent => ({
  seq, minute: 90, added: 4, kind, side, playerId: seq, playerName, relatedName, points: kind === 'shootout-goal' ? 1 : 0, homeScore: 1, awayScore: 1,
});

const goal: MatchEvent = { seq: 1, minute: 30, added: 0, kind: 'goal', side: 'home', playerId: 50, playerName: 'Văn Quyết', relatedName: null, points: 1, homeScore: 1, awayScore: 0 };
const equaliser: MatchEvent = { ...goal, seq: 2, minute: 80, side: 'away', playerName: 'Tiến Linh', homeScore: 1, awayScore: 1 };
/** Home win 3-1 after four kicks each: a save and a miss by the away side. */
const KICKS = [
  kick(3, 'home', 'shootout-goal', 'Hoàng Đức'),
  kick(4, 'away', 'shootout-saved', 'Tuấn Hải', 'Văn Lâm'),
  kick(5, 'home', 'shootout-goal', 'Quang Hải'),
  kick(6, 'away', 'shootout-goal', 'Hùng Dũng'),
  kick(7, 'home', 'shootout-missed', 'Duy Mạnh'),
  kick(8, 'away', 'shootout-missed', 'Thành Chung'),
  kick(9, 'home', 'shootout-goal', 'Tuấn Anh'),
  kick(10, 'away', 'shootout-saved', 'Văn Thanh', null),
];

function show(locale: Locale, events: readonly MatchEvent[]) {
  render(
    <NextIntlClientProvider locale={locale} timeZone="Asia/Ho_Chi_Minh" messages={{ liveroom: MESSAGES[locale] }}>
      <ol>
        <ShootoutList events={events} teams={{ home: 'Hà Nội FC', away: 'Hải Phòng' }} />
      </ol>
    </NextIntlClientProvider>,
  );
}

describe('shootoutRows', () => {
  it('numbers each side’s kicks and keeps the running shoot-out score, whatever order the events come in', () => {
    const rows = shootoutRows([...KICKS].reverse());
    expect(rows.map((r) => [r.event.seq, r.round, r.home, r.away])).toEqual([
      [3, 1, 1, 0], [4, 1, 1, 0], [5, 2, 2, 0], [6, 2, 2, 1], [7, 3, 2, 1], [8, 3, 2, 1], [9, 4, 3, 1], [10, 4, 3, 1],
    ]);
  });
});

describe('ShootoutList', () => {
  it.each([
    ['vi', 'Loạt sút luân lưu', 'Thành công', 'Bị Văn Lâm cản phá', 'Sút ra ngoài', 'Bị cản phá'],
    ['en', 'Penalty shoot-out', 'Scored', 'Saved by Văn Lâm', 'Missed the target', 'Saved'],
    ['zh', '點球大戰', '射入', '被 Văn Lâm 撲出', '射偏', '被撲出'],
  ] as const)('lists the kicks in order with taker, outcome in words and running score (%s)', (locale, title, scored, savedBy, missed, saved) => {
    show(locale, [goal, equaliser, ...KICKS]);
    const block = screen.getByTestId('shootout');
    expect(within(block).getByRole('heading', { level: 3 })).toHaveTextContent(title);
    expect(screen.getByTestId('shootout-score')).toHaveTextContent('3–1');
    const rows = within(screen.getByRole('list', { name: title })).getAllByRole('listitem');
    expect(rows.map((r) => r.getAttribute('data-side'))).toEqual(['home', 'away', 'home', 'away', 'home', 'away', 'home', 'away']);
    expect(rows[0]).toHaveTextContent('Hoàng Đức');
    expect(rows[0]).toHaveTextContent(scored);
    expect(rows[0]).toHaveTextContent('1–0');
    expect(rows[1]).toHaveTextContent(savedBy);
    expect(rows[4]).toHaveTextContent(missed);
    expect(rows[7]).toHaveTextContent(saved);
    expect(rows[7]).toHaveTextContent('3–1');
    expect(rows[0]).toHaveTextContent('Hà Nội FC');
  });

  it('renders nothing for a match without a shoot-out', () => {
    show('vi', [goal, equaliser]);
    expect(screen.queryByTestId('shootout')).toBeNull();
  });
});

describe('EventTimeline with a shoot-out', () => {
  it('shows the shoot-out as one block on top, not its kicks among the match events', () => {
    render(
      <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ liveroom: vi }}>
        <EventTimeline events={[goal, equaliser, ...KICKS]} />
      </NextIntlClientProvider>,
    );
    const timeline = screen.getByRole('list', { name: 'Diễn biến trận đấu' });
    const top = [...timeline.children];
    expect(top[0]).toHaveAttribute('data-testid', 'shootout');
    expect(top.slice(1).map((li) => li.getAttribute('data-kind'))).toEqual(['goal', 'goal']);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FILTER_CODE } from '@/lib/domain/filter-codes';
import { DayStrip } from './day-strip';
import { BroadcastToggle } from './broadcast-toggle';
import { ScheduleTabBar } from './schedule-tab-bar';
import { renderSchedule } from './test-utils';

const DAYS = ['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
const PATH = '/lich-truc-tiep/tat-ca';

describe('DayStrip', () => {
  it('labels yesterday, today, tomorrow, then weekday and date', () => {
    renderSchedule(<DayStrip path={PATH} days={DAYS} today="2026-11-22" selected="2026-11-22" />);
    const links = within(screen.getByRole('navigation', { name: 'Chọn ngày' })).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Hôm qua 21/11', 'Hôm nay 22/11', 'Ngày mai 23/11', 'T3 24/11', 'T4 25/11', 'T5 26/11', 'T6 27/11',
    ]);
    expect(links.map((l) => l.firstChild?.textContent)).toEqual(['Hôm qua', 'Hôm nay', 'Ngày mai', 'T3', 'T4', 'T5', 'T6']);
  });

  it('marks the chosen day and links the others by date, keeping the filter', () => {
    renderSchedule(<DayStrip path={PATH} days={DAYS} today="2026-11-22" selected="2026-11-25" filter={FILTER_CODE.football} />);
    const current = screen.getByRole('link', { current: 'date' });
    expect(current).toHaveAccessibleName('T4 25/11');
    expect(screen.getByRole('link', { name: /Hôm nay/ })).toHaveAttribute('href', `${PATH}?filter=10`);
    expect(screen.getByRole('link', { name: /Hôm qua/ })).toHaveAttribute('href', `${PATH}?date=2026-11-21&filter=10`);
  });
});

describe('BroadcastToggle', () => {
  it('switches the commentator filter on, keeping the day', () => {
    renderSchedule(<BroadcastToggle path={PATH} date="2026-11-23" />);
    const nav = screen.getByRole('navigation', { name: 'Lọc trận đấu' });
    const link = within(nav).getByRole('link', { name: 'Có BLV' });
    expect(link).toHaveAttribute('href', `${PATH}?date=2026-11-23&filter=999`);
    expect(link).not.toHaveAttribute('aria-current');
  });

  it('is marked while on and switches it off', () => {
    renderSchedule(<BroadcastToggle path={PATH} selected={FILTER_CODE.scheduled} />);
    const link = screen.getByRole('link', { name: 'Có BLV' });
    expect(link).toHaveAttribute('aria-current', 'true');
    expect(link).toHaveAttribute('href', PATH);
  });
});

describe('ScheduleTabBar', () => {
  it('links every tab under /lich-truc-tiep and marks the current one', () => {
    renderSchedule(<ScheduleTabBar active="basketball" />);
    const nav = screen.getByRole('navigation', { name: 'Lịch theo môn' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Bóng rổ');
    expect(within(nav).getByRole('link', { name: 'Tất cả' })).toHaveAttribute('href', '/lich-truc-tiep/tat-ca');
    expect(within(nav).getByRole('link', { name: 'Đua bi' })).toHaveAttribute('href', '/lich-truc-tiep/tro-choi/dua-bi');
    expect(within(nav).getByRole('link', { name: 'Lịch của bạn' })).toHaveAttribute('href', '/lich-truc-tiep/dat-lich-cua-ban');
  });
});

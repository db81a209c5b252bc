import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInCalendar } from '@/lib/contract/engagement';
import { checkInSign } from '@/lib/contract/engagement';
import { resetSessionStore } from '@/lib/stores/session-store';
import { signInMember } from '@/components/schedule/test-utils';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { CheckInView } from './check-in-view';
import { renderMembers } from './test-utils';

const refresh = vi.fn();
type Href = string | { pathname: string; query?: Record<string, string> };
const hrefText = (href: Href) => (typeof href === 'string' ? href : `${href.pathname}?${new URLSearchParams(href.query).toString()}`);
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ refresh }),
  Link: ({ href, scroll: _scroll, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: Href; scroll?: boolean }) => <a href={hrefText(href)} {...rest} />,
}));

const api = startMockApi();

const calendar = (over: Partial<CheckInCalendar> = {}): CheckInCalendar => ({
  today: '2026-11-25',
  month: '2026-11',
  days: ['2026-11-23', '2026-11-24'],
  checkedToday: false,
  currentStreak: 2,
  bestStreak: 5,
  todayReward: 15,
  resetAt: Date.UTC(2026, 10, 25, 17),
  ...over,
});

beforeEach(() => {
  refresh.mockReset();
  signInMember();
});
afterEach(resetSessionStore);

describe('CheckInView', () => {
  it('draws the month from Monday with checked days filled and today marked', () => {
    renderMembers(<CheckInView calendar={calendar()} />);
    const grid = screen.getByTestId('check-in-calendar');
    const cells = within(grid).getAllByRole('gridcell');
    expect(cells).toHaveLength(30);
    // 1 November 2026 is a Sunday: six blank places before it in a Monday-first week.
    expect(grid.children[7 + 6]).toHaveAttribute('data-day', '2026-11-01');
    expect(cells.filter((c) => c.dataset.checked === 'true').map((c) => c.dataset.day)).toEqual(['2026-11-23', '2026-11-24']);
    expect(within(grid).getByRole('gridcell', { name: '25, hôm nay' })).toBeInTheDocument();
    expect(screen.getByTestId('current-streak')).toHaveTextContent('2 ngày');
    expect(screen.getByTestId('best-streak')).toHaveTextContent('5 ngày');
  });

  it('checks in, confirms the points and draws the page again', async () => {
    server.use(mockEndpoint(checkInSign, { day: '2026-11-25', streak: 3, points: 15 }));
    renderMembers(<CheckInView calendar={calendar()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Điểm danh (+15 điểm)' }));
    expect(await screen.findByText('Điểm danh thành công: +15 điểm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hôm nay đã điểm danh' })).toBeDisabled();
    expect(api.calls(checkInSign.path)).toHaveLength(1);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
  });

  it('says so when today was already checked in elsewhere', async () => {
    server.use(mockEndpoint(checkInSign, () => errorResponse(409, 'Already checked in today')));
    renderMembers(<CheckInView calendar={calendar()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Điểm danh (+15 điểm)' }));
    expect(await screen.findByText('Hôm nay bạn đã điểm danh rồi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hôm nay đã điểm danh' })).toBeDisabled();
  });

  it('offers no button once today is checked in', () => {
    renderMembers(<CheckInView calendar={calendar({ checkedToday: true, days: ['2026-11-24', '2026-11-25'] })} />);
    expect(screen.getByRole('button', { name: 'Hôm nay đã điểm danh' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Điểm danh \(/ })).toBeNull();
  });

  it('steps back to earlier months, and forward only up to this month', () => {
    const { unmount } = renderMembers(<CheckInView calendar={calendar()} />);
    expect(screen.getByRole('link', { name: 'Tháng trước' })).toHaveAttribute('href', '/diem-danh?thang=2026-10');
    expect(screen.queryByRole('link', { name: 'Tháng sau' })).toBeNull();
    unmount();
    renderMembers(<CheckInView calendar={calendar({ month: '2026-10', days: ['2026-10-31'] })} />);
    expect(screen.getByRole('link', { name: 'Tháng sau' })).toHaveAttribute('href', '/diem-danh?thang=2026-11');
    expect(screen.getAllByRole('gridcell')).toHaveLength(31);
  });
});

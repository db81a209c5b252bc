import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLiveQueries } from '@/lib/api/live-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { liveSchedule } from '@/lib/contract/schedule';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { ScheduleList } from './schedule-list';
import { beGuest, renderSchedule, ZONE } from './test-utils';
import { groupsCovering } from './use-progressive-count';

describe('groupsCovering', () => {
  // Each test starts with nothing kept from the one before.
  beforeEach(() => resetLiveQueries());
  it('takes the first groups until they hold the rows asked for', () => {
    expect(groupsCovering([10, 10, 10], 15)).toBe(2);
    expect(groupsCovering([30, 5], 24)).toBe(1);
    expect(groupsCovering([3, 4], 24)).toBe(2);
    expect(groupsCovering([], 24)).toBe(0);
  });
});

describe('a long day on the live schedule', () => {
  startMockApi();

  // Twelve leagues of five matches each: a batch of 16 rows takes four leagues.
  const longDay = () =>
    Array.from({ length: 60 }, (_, i) => {
      const league = Math.floor(i / 5);
      return makeMatch({
        fixtureId: i + 1,
        league: { id: 100 + league, name: `Giải ${league + 1}`, slug: `giai-${league + 1}`, logo: '' },
        startTimestamp: Date.UTC(2025, 4, 10, 10) + league * 3_600_000,
      });
    });

  it('draws the leagues of the first screen, and the next ones only when asked, in order', async () => {
    beGuest();
    server.use(mockEndpoint(liveSchedule, longDay()));
    renderSchedule(<ScheduleList date="2025-05-10" isToday={false} timeZone={ZONE} />);
    const list = await screen.findByTestId('schedule-list');
    const leagues = () => [...list.querySelectorAll('[role="region"] h2')].map((h) => h.textContent);
    expect(leagues()).toEqual(['Giải 1', 'Giải 2', 'Giải 3', 'Giải 4']);
    // Nothing is added while nobody scrolls or asks.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leagues()).toHaveLength(4);

    const more = screen.getByRole('button', { name: 'Xem thêm giải đấu' });
    fireEvent.click(more);
    await waitFor(() => expect(leagues()).toHaveLength(8));
    fireEvent.click(more);
    await waitFor(() => expect(leagues()).toHaveLength(12));
    expect(leagues()).toEqual(Array.from({ length: 12 }, (_, i) => `Giải ${i + 1}`));
    expect(list.querySelectorAll('li[data-fixture]')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: 'Xem thêm giải đấu' })).toBeNull();
  });

  it('draws the next leagues when the end of the list nears the screen', async () => {
    beGuest();
    const observed: { target: Element; report: (near: boolean) => void }[] = [];
    class FakeObserver {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observed.push({ target, report: (near) => this.callback([{ isIntersecting: near, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver) });
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      server.use(mockEndpoint(liveSchedule, longDay()));
      renderSchedule(<ScheduleList date="2025-05-10" isToday={false} timeZone={ZONE} />);
      const list = await screen.findByTestId('schedule-list');
      await waitFor(() => expect(observed.length).toBeGreaterThan(0));
      const end = observed.at(-1);
      expect(end?.target).toBe(screen.getByRole('button', { name: 'Xem thêm giải đấu' }));
      end?.report(false);
      expect(list.querySelectorAll('[role="region"]')).toHaveLength(4);
      act(() => end?.report(true));
      await waitFor(() => expect(list.querySelectorAll('[role="region"]')).toHaveLength(8));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { resetLiveQueries } from '@/lib/api/live-query';
import { screen, waitFor } from '@testing-library/react';
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

  it('draws the leagues that fill the first screen at once and the rest soon after, in order', async () => {
    beGuest();
    // Twelve leagues of five matches each: the first 24 rows need five leagues.
    const matches = Array.from({ length: 60 }, (_, i) => {
      const league = Math.floor(i / 5);
      return makeMatch({
        fixtureId: i + 1,
        league: { id: 100 + league, name: `Giải ${league + 1}`, slug: `giai-${league + 1}`, logo: '' },
        startTimestamp: Date.UTC(2025, 4, 10, 10) + league * 3_600_000,
      });
    });
    server.use(mockEndpoint(liveSchedule, matches));
    renderSchedule(<ScheduleList date="2025-05-10" isToday={false} timeZone={ZONE} />);
    const list = await screen.findByTestId('schedule-list');
    expect(list.querySelectorAll('[role="region"]').length).toBeLessThan(12);
    expect(list).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(list.querySelectorAll('[role="region"]')).toHaveLength(12));
    expect(list).not.toHaveAttribute('aria-busy');
    expect(list.querySelectorAll('li[data-fixture]')).toHaveLength(60);
  });
});

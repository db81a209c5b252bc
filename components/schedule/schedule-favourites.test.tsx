import { beforeEach, describe, expect, it } from 'vitest';
import { resetLiveQueries } from '@/lib/api/live-query';
import { screen } from '@testing-library/react';
import { favouriteTeamList } from '@/lib/contract/football';
import { liveSchedule } from '@/lib/contract/schedule';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { ScheduleList } from './schedule-list';
import { beGuest, renderSchedule, signInMember, ZONE } from './test-utils';

const team = (id: number, name: string) => ({ id, name, slug: name.toLowerCase(), logo: '' });
const mine = makeMatch({ fixtureId: 1, localteam: team(21, 'Nam Định'), visitorteam: team(22, 'Hải Phòng'), home: 'Nam Định', away: 'Hải Phòng' });
const other = makeMatch({ fixtureId: 2, localteam: team(23, 'SLNA'), visitorteam: team(24, 'Thanh Hóa'), home: 'SLNA', away: 'Thanh Hóa' });
const league = { id: 39, name: 'V.League 1', slug: 'v-league-1', logo: '' };

function show() {
  server.use(mockEndpoint(liveSchedule, [mine, other]));
  return renderSchedule(<ScheduleList date="2025-05-10" isToday={false} timeZone={ZONE} />);
}

describe('favourite teams on the live schedule', () => {
  // Each test starts with nothing kept from the one before.
  beforeEach(() => resetLiveQueries());
  startMockApi();

  it('stars the matches of the member’s favourite teams, with a label', async () => {
    signInMember();
    server.use(mockEndpoint(favouriteTeamList, [{ team: team(22, 'Hải Phòng'), league, createdAt: 1 }]));
    const { container } = show();
    expect(await screen.findByRole('img', { name: 'Trận của đội bóng yêu thích' })).toBeTruthy();
    expect(container.querySelector('[data-fixture="1"]')?.getAttribute('data-favourite')).toBe('true');
    expect(container.querySelector('[data-fixture="2"]')?.hasAttribute('data-favourite')).toBe(false);
  });

  it('stars nothing for a guest', async () => {
    beGuest();
    show();
    await screen.findByText('SLNA');
    expect(screen.queryByRole('img', { name: 'Trận của đội bóng yêu thích' })).toBeNull();
  });
});

import type { Booking } from '@/lib/contract/booking';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { makeMatch } from '@/tests/mocks/data';

export const FIXTURE_ID = 5001;
export const HOST_ID = 81;

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    name: 'Nam Định – Hải Phòng',
    createdAt: Date.UTC(2025, 4, 9),
    commentator: { userId: HOST_ID, displayName: 'Minh Anh', nickname: null, profilePicture: null },
    roomId: 401,
    match: makeMatch({
      fixtureId: FIXTURE_ID,
      home: 'Nam Định',
      away: 'Hải Phòng',
      status: '18:00',
      score: '',
      scheduleStatus: SCHEDULE_STATUS.comingUp,
      startTimestamp: Date.UTC(2025, 4, 10, 11),
      roomId: 401,
      commentatorId: HOST_ID,
    }),
    ...overrides,
  };
}

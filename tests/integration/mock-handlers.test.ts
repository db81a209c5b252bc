import { describe, expect, it } from 'vitest';
import * as booking from '@/lib/contract/booking';
import * as room from '@/lib/contract/room';
import { askMock, itAnswersContractData, listenToMockApi } from '../fixtures/mock-contract';

// The client tests rely on these mocks answering what the contract promises; checked here once.
listenToMockApi();

describe('mock handlers of the live room and bookings', () => {
  itAnswersContractData([
    ['liveRoom', room.liveRoom, '?id=302', undefined],
    ['anchorSchedule', room.anchorSchedule, '?fixtureId=9001', undefined],
    ['schedule/anchor', room.scheduleAnchor, '?pageSize=1', undefined],
    ['match-events', room.matchEvents, '?fixtureId=9001', undefined],
    ['analysis', room.matchAnalysis, '?fixtureId=9001', undefined],
    ['odds', room.matchOdds, '?fixtureId=9001', undefined],
    ['opinion', room.matchOpinion, '?fixtureId=9001', undefined],
    ['vote', room.voteOpinion, '', { fixtureId: 9001, pick: 'draw' }],
    ['tips', room.matchTips, '?fixtureId=9001', undefined],
    ['booking-schedule', booking.bookingSchedule, '', { fixtureId: 9002, commentatorId: 78 }],
    ['booking-list', booking.bookingList, '', undefined],
    ['cancel', booking.bookingCancel, '', { id: 1 }],
  ]);

  it('follows the request: room id, page size, the vote', async () => {
    expect(((await askMock(room.liveRoom, '?id=302')).json as { data: room.RoomDetail }).data.host.userId).toBe(78);
    expect(((await askMock(room.scheduleAnchor, '?pageSize=1')).json as { data: unknown[] }).data).toHaveLength(1);
    const vote = (await askMock(room.voteOpinion, '', { fixtureId: 9001, pick: 'draw' })).json as { data: room.Opinion };
    expect(vote.data).toEqual({ home: 12, draw: 6, away: 8, myPick: 'draw' });
  });

  it('answers 422 to input the server would refuse', async () => {
    expect((await askMock(room.liveRoom, '?id=abc')).status).toBe(422);
    expect((await askMock(room.voteOpinion, '', { fixtureId: 9001, pick: 'maybe' })).status).toBe(422);
  });
});

import type { Booking } from '@/lib/contract/booking';
import type { Anchor, BookmakerOdds, FormEntry, MatchEvent, Opinion, PastMatch, Person, RoomDetail, Tip } from '@/lib/contract/room';
import type { Match } from '@/lib/contract/schedule';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import type { OpinionPick } from '@/lib/domain/match-events';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { makeMatch } from './data';

/** Plausible live-room answers (room, commentators, match centre, bookings); tests override what they care about. */
export const MOCK_NOW = Date.UTC(2025, 4, 10, 12, 35);

export const commentator: Person = { userId: 77, displayName: 'Quang Huy', nickname: 'quanghuy', profilePicture: null };
export const secondCommentator: Person = { userId: 78, displayName: 'Minh Anh', nickname: null, profilePicture: '/media/avatars/78.svg' };

/** A live match streamed by two commentators (room 301 and 302). */
export function makeTwoRoomMatch(overrides: Partial<Match> = {}): Match {
  const base = makeMatch();
  return makeMatch({
    users: [
      ...base.users,
      { ...secondCommentator, roomId: 302, streamLink: '/streams/302/master.m3u8', viewerCount: 640 },
    ],
    ...overrides,
  });
}

export function makeRoomDetail(overrides: Partial<RoomDetail> = {}): RoomDetail {
  const roomId = overrides.roomId ?? 301;
  const host = roomId === 302 ? secondCommentator : commentator;
  return {
    roomId,
    title: 'Hà Nội FC – Công An Hà Nội cùng BLV',
    liveModeId: LIVE_MODE.football,
    viewerCount: roomId === 302 ? 640 : 1520,
    streamLink: `/streams/${roomId}/master.m3u8`,
    onAir: true,
    demo: true,
    broadcastState: null,
    host,
    match: makeTwoRoomMatch({ roomId: 301, commentatorId: commentator.userId }),
    groupId: 1000 + roomId,
    ...overrides,
  };
}

export function makeAnchor(overrides: Partial<Anchor> = {}): Anchor {
  return { ...commentator, liveRoomId: 301, viewerCount: 1520, nextMatch: makeMatch(), ...overrides };
}

export const anchors: Anchor[] = [
  makeAnchor(),
  makeAnchor({ ...secondCommentator, liveRoomId: null, viewerCount: 0, nextMatch: makeMatch({ fixtureId: 9002, scheduleStatus: SCHEDULE_STATUS.comingUp, status: '19:00', score: '', roomId: 305, commentatorId: 78 }) }),
];

const event = (seq: number, minute: number, kind: MatchEvent['kind'], side: MatchEvent['side'], playerName: string, score: [number, number], extra: Partial<MatchEvent> = {}): MatchEvent => ({
  seq, minute, added: 0, kind, side, playerId: 500 + seq, playerName, relatedName: null, points: 0, homeScore: score[0], awayScore: score[1], ...extra,
});

export const matchEvents: MatchEvent[] = [
  event(1, 12, 'goal', 'home', 'Nguyễn Văn Quyết', [1, 0], { points: 1, relatedName: 'Đỗ Hùng Dũng' }),
  event(2, 27, 'yellow', 'away', 'Vũ Văn Thanh', [1, 0]),
  event(3, 31, 'sub', 'away', 'Lê Phạm Thành Long', [1, 0], { relatedName: 'Phan Văn Đức' }),
];

const teamA = { id: 11, name: 'Hà Nội FC', slug: 'ha-noi-fc', logo: '/images/teams/11.png' };
const teamB = { id: 12, name: 'Công An Hà Nội', slug: 'cong-an-ha-noi', logo: '/images/teams/12.png' };
const DAY = 86_400_000;

const past = (fixtureId: number, daysAgo: number, home: typeof teamA, away: typeof teamA, score: [number, number]): PastMatch => ({
  fixtureId, startTimestamp: MOCK_NOW - daysAgo * DAY, leagueName: 'V.League 1', localteam: home, visitorteam: away, homeScore: score[0], awayScore: score[1],
});
const form = (fixtureId: number, daysAgo: number, opponent: typeof teamA, venue: FormEntry['venue'], scored: number, conceded: number): FormEntry => ({
  fixtureId, startTimestamp: MOCK_NOW - daysAgo * DAY, leagueName: 'V.League 1', opponent, venue, scored, conceded,
  letter: scored > conceded ? 'W' : scored < conceded ? 'L' : 'D',
});

export const analysis = {
  h2h: [past(8001, 40, teamA, teamB, [2, 1]), past(8002, 120, teamB, teamA, [0, 0])],
  homeForm: [form(8101, 7, teamB, 'home', 2, 0), form(8102, 14, teamB, 'away', 1, 1), form(8103, 21, teamB, 'home', 0, 1)],
  awayForm: [form(8201, 6, teamA, 'away', 3, 2), form(8202, 13, teamA, 'home', 0, 2)],
};

const book = (bookmaker: string, shift: number): BookmakerOdds => ({
  bookmaker,
  oneXTwo: { home: 1.95 + shift, draw: 3.4, away: 3.8 - shift },
  handicap: { line: -0.5, home: 1.92 + shift, away: 1.9 - shift },
  overUnder: { line: 2.5, over: 1.88, under: 1.94 },
});

export const odds = { updatedAt: MOCK_NOW - (MOCK_NOW % 300_000), suspended: false, bookmakers: [book('Sao Bắc Odds', 0), book('Lotus Line', 0.03), book('Jade Board', -0.02)] };

export const opinion: Opinion = { home: 12, draw: 5, away: 8, myPick: null };

/** The tally after the caller picks (a first vote: one more for that pick). */
export function opinionAfter(pick: OpinionPick, before: Opinion = opinion): Opinion {
  const next = { ...before, myPick: pick };
  if (before.myPick) next[before.myPick] -= 1;
  next[pick] += 1;
  return next;
}

export function makeTip(overrides: Partial<Tip> = {}): Tip {
  return {
    id: 1, fixtureId: 9001, author: commentator, market: '1x2', selection: 'home', line: null, odds: 1.95, confidence: 4,
    analysis: 'Hà Nội FC thắng 4 trận gần nhất trên sân nhà.', lang: 'vi', result: null, createdAt: MOCK_NOW - 3_600_000, ...overrides,
  };
}

export const tips: Tip[] = [
  makeTip({ id: 2, author: secondCommentator, market: 'ou', selection: 'over', line: 2.5, odds: 1.88, confidence: 3, createdAt: MOCK_NOW - 600_000 }),
  makeTip(),
];

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return { id: 1, name: 'Hà Nội FC – Công An Hà Nội', createdAt: MOCK_NOW - DAY, commentator, roomId: 301, match: makeMatch(), ...overrides };
}

export const bookings: Booking[] = [
  makeBooking(),
  makeBooking({ id: 2, name: 'Đại chiến cuối tuần', commentator: secondCommentator, roomId: 305, match: makeMatch({ fixtureId: 9002, scheduleStatus: SCHEDULE_STATUS.comingUp, status: '19:00', score: '' }) }),
];

import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { DataOf, Endpoint } from '@/lib/contract/endpoint';
import * as booking from '@/lib/contract/booking';
import * as chat from '@/lib/contract/chat';
import * as friends from '@/lib/contract/friends';
import * as engagement from '@/lib/contract/engagement';
import * as football from '@/lib/contract/football';
import * as scores from '@/lib/contract/football-scores';
import * as recordings from '@/lib/contract/recordings';
import * as resource from '@/lib/contract/resource';
import * as room from '@/lib/contract/room';
import * as schedule from '@/lib/contract/schedule';
import * as user from '@/lib/contract/user';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import * as data from './data';
import * as live from './live-data';
import * as chatData from './chat-data';
import * as scoresData from './scores-data';
import { accountHandlers } from './account-handlers';

/** What a resolver gets: the request and its input, already validated by the endpoint's schema. */
export interface MockRequest<E extends Endpoint> {
  request: Request;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
}

/** Data, or a resolver answering data (or a whole Response, e.g. `errorResponse(401)`). */
export type MockResolver<E extends Endpoint> = (req: MockRequest<E>) => DataOf<E> | Response | Promise<DataOf<E> | Response>;
export type MockAnswer<E extends Endpoint> = DataOf<E> | MockResolver<E>;

export interface MockOptions {
  /** Any status other than 200 answers the error envelope `{ code, msg, data: null }`. */
  status?: number;
  msg?: string;
}

/** The server's error envelope with the same HTTP status. */
export const errorResponse = (code: number, msg = 'Mocked failure') =>
  HttpResponse.json({ code, msg, data: null }, { status: code });

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key);
    out[key] = all.length === 1 ? (all[0] ?? '') : all;
  }
  return out;
}

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await request.text();
  if (text === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const firstIssue = (error: z.core.$ZodError) => {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'input'}: ${issue.message}` : 'invalid input';
};

/**
 * An MSW handler for one endpoint of the contract. Like the server, it answers 422 when the query
 * or body breaks the schema, and the data it answers must parse with the contract.
 */
export function mockEndpoint<E extends Endpoint>(e: E, answer: MockAnswer<E>, options: MockOptions = {}): HttpHandler {
  const method = e.method === 'GET' ? http.get : http.post;
  return method(`*${e.path}`, async ({ request }) => {
    const query = e.query.safeParse(queryObject(new URL(request.url)));
    if (!query.success) return errorResponse(422, firstIssue(query.error));
    // A clone, so a resolver may still read the body as it came (the demo store's handlers pass it on).
    const raw = e.method === 'GET' ? { ok: true as const, value: {} } : await readBody(request.clone());
    if (!raw.ok) return errorResponse(400, 'body is not JSON');
    const body = e.body.safeParse(raw.value);
    if (!body.success) return errorResponse(422, firstIssue(body.error));
    const status = options.status ?? 200;
    if (status !== 200) return errorResponse(status, options.msg ?? 'Mocked failure');
    const value =
      typeof answer === 'function'
        ? await (answer as MockResolver<E>)({
            request,
            query: query.data as z.output<E['query']>,
            body: body.data as z.output<E['body']>,
          })
        : answer;
    if (value instanceof Response) return value;
    return HttpResponse.json({ code: 200, msg: 'success', data: e.data.parse(value) });
  });
}

/** The endpoint fails with this status and the error envelope. */
export function mockFailure(e: Endpoint, status: number, msg?: string): HttpHandler {
  const method = e.method === 'GET' ? http.get : http.post;
  return method(`*${e.path}`, () => errorResponse(status, msg));
}

/** Answers any JSON with any status, for responses that break the contract. */
export function mockRawResponse(e: Endpoint, json: unknown, status = 200): HttpHandler {
  const method = e.method === 'GET' ? http.get : http.post;
  return method(`*${e.path}`, () => HttpResponse.json(json as Parameters<typeof HttpResponse.json>[0], { status }));
}

export const defaultHandlers: HttpHandler[] = [
  mockEndpoint(user.guestLogin, data.guestSession()),
  mockEndpoint(user.guestInfo, data.guestUser),
  mockEndpoint(user.userInfoCall, data.memberUser),
  mockEndpoint(user.login, data.memberSession()),
  mockEndpoint(user.register, data.memberSession()),
  mockEndpoint(user.refreshToken, data.memberSession(data.REFRESHED_TOKEN)),
  mockEndpoint(user.logout, null),
  mockEndpoint(schedule.featureMatch, ({ query }) =>
    Array.from({ length: Math.min(query.pageSize, 3) }, (_, i) => data.makeMatch({ fixtureId: 9001 + i, roomId: 301 + i })),
  ),
  mockEndpoint(schedule.liveSchedule, ({ query }) => [data.makeMatch({ liveModeId: query.liveModeId ?? LIVE_MODE.football })]),
  mockEndpoint(schedule.scheduleModeList, data.liveModes),
  mockEndpoint(schedule.totalLiveSchedule, { totalLive: 7 }),
  mockEndpoint(resource.menu, data.menus),
  mockEndpoint(resource.marqueeHomeList, data.marquee),
  mockEndpoint(resource.bannerList, data.banners),
  mockEndpoint(resource.domainList, data.domains),
  mockEndpoint(resource.languageList, ({ query }) => ({ locale: query.locale })),
  mockEndpoint(room.liveRoom, ({ query }) => live.makeRoomDetail({ roomId: query.id })),
  mockEndpoint(room.anchorSchedule, ({ query }) => [live.makeTwoRoomMatch(query.fixtureId !== undefined ? { fixtureId: query.fixtureId } : {})]),
  mockEndpoint(recordings.commentatorRecordings, []),
  mockEndpoint(room.scheduleAnchor, ({ query }) => live.anchors.slice(0, query.pageSize)),
  mockEndpoint(room.matchEvents, live.matchEvents),
  mockEndpoint(room.matchAnalysis, live.analysis),
  mockEndpoint(room.matchOdds, live.odds),
  mockEndpoint(scores.oddsHistory, ({ query }) => scoresData.oddsHistory(query.fixtureId)),
  mockEndpoint(football.favouriteTeamList, []),
  mockEndpoint(room.matchOpinion, live.opinion),
  mockEndpoint(room.voteOpinion, ({ body }) => live.opinionAfter(body.pick)),
  mockEndpoint(room.matchTips, ({ query }) => live.tips.map((t) => ({ ...t, fixtureId: query.fixtureId }))),
  mockEndpoint(booking.bookingSchedule, ({ body }) =>
    live.makeBooking({ id: 99, ...(body.name ? { name: body.name } : {}), match: data.makeMatch({ fixtureId: body.fixtureId }), commentator: { ...live.commentator, userId: body.commentatorId } }),
  ),
  mockEndpoint(booking.bookingList, live.bookings),
  mockEndpoint(booking.bookingCancel, null),
  mockEndpoint(engagement.watchHeartbeat, { counted: true, minutesToday: 1 }),
  mockEndpoint(chat.chatRoomList, ({ query }) =>
    query.tab === 'following' ? chatData.chatRooms.filter((r) => r.following) : query.tab === 'discover' ? chatData.chatRooms.filter((r) => !r.following) : chatData.chatRooms,
  ),
  mockEndpoint(chat.chatRoomDetail, ({ query }) => {
    const room = chatData.chatRooms.find((r) => r.groupId === query.groupId);
    return room ? { room, state: chatData.chatRoomState(room.groupId), canModerate: false } : errorResponse(404, `groupId: no chat room ${query.groupId}`);
  }),
  mockEndpoint(chat.chatRoomFollow, ({ body }) => {
    const room = chatData.chatRooms.find((r) => r.groupId === body.groupId);
    if (!room) return errorResponse(404, `groupId: no chat room ${body.groupId}`);
    return { ...room, following: body.follow, followers: room.followers + (body.follow === room.following ? 0 : body.follow ? 1 : -1) };
  }),
  mockEndpoint(chat.chatHistory, ({ query }) => (query.before === undefined ? chatData.chatHistory(query.groupId) : [])),
  mockEndpoint(chat.chatBan, null),
  mockEndpoint(chat.chatMute, null),
  mockEndpoint(chat.chatLift, null),
  mockEndpoint(chat.chatDelete, null),
  mockEndpoint(chat.chatPin, ({ body }) => chatData.chatRoomState(body.groupId, body.groupMessageId === null ? { pinned: null } : { pinned: chatData.makeChatMessage({ groupId: body.groupId, groupMessageId: body.groupMessageId }) })),
  mockEndpoint(chat.chatSlowMode, ({ body }) => chatData.chatRoomState(body.groupId, { slowModeS: body.seconds })),
  mockEndpoint(chat.privateList, chatData.conversations),
  mockEndpoint(chat.privateOpen, ({ body }) =>
    body.userId === chatData.friend.userId ? chatData.conversations[0] ?? errorResponse(404) : errorResponse(403, 'userId: only friends can talk in private'),
  ),
  mockEndpoint(friends.friendSendRequest, { status: 'pending' }),
  mockEndpoint(friends.friendRespond, ({ body }) => ({ status: body.accept ? ('friends' as const) : ('none' as const) })),
  mockEndpoint(friends.isFriend, ({ query }) => ({ status: query.userId === chatData.friend.userId ? ('friends' as const) : ('none' as const) })),
  mockEndpoint(chat.messageList, ({ query }) => {
    const type = query.type ?? 0;
    const all = chatData.inboxMessages.filter((m) => type === 0 || m.type === type);
    const pageSize = query.pageSize ?? 50;
    const start = ((query.pageNum ?? 1) - 1) * pageSize;
    return { list: all.slice(start, start + pageSize), total: all.length, unread: chatData.inboxMessages.filter((m) => !m.read).length };
  }),
  mockEndpoint(chat.messageMarkRead, ({ body }) => {
    if (body.id !== 0 && !chatData.inboxMessages.some((m) => m.id === body.id)) return errorResponse(404, `id: no message ${body.id}`);
    return { unread: body.id === 0 ? 0 : chatData.inboxMessages.filter((m) => !m.read && m.id !== body.id).length };
  }),
  // Accounts: availability, codes, passwords (tests/mocks/account-handlers.ts).
  ...accountHandlers(),
];

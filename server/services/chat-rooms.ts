import type { z } from 'zod';
import type { ChatMessage, ChatRoomSummary, RoomState, chatHistory, chatRoomFollow, chatRoomList as chatRoomListCall } from '@/lib/contract/chat';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import { liveRoomPath } from '@/lib/domain/room-url';
import { ApiError } from '@/server/api/errors';
import { activeSanctions, canModerate } from '@/server/chat/moderation';
import { roomStateOf } from '@/server/chat/service';
import { findGroup, groupIdsForRooms, type ChatGroup } from '@/server/chat/store';
import { recentMessages } from '@/server/chat/store-messages';
import type { Db } from '@/server/db/client';
import { inLocale } from './localized';
import { roomOnAirSql } from './on-air';
import { memberIdOf, requireChatMember, type ChatCtx } from './chat-caller';
import { conversationAccess } from './private-rule';

/** A public room (lobby, topic or live room) by id; private conversations and unknown ids are 404. */
export async function requirePublicGroup(db: Db, groupId: number, now: number): Promise<ChatGroup> {
  const group = await findGroup(db, groupId, now);
  if (!group || group.kind === 'private') throw new ApiError(404, `groupId: no chat room ${groupId}`);
  return group;
}

/** The page of each live room among `roomIds`, in one query. */
export async function livePaths(db: Db, roomIds: readonly number[]): Promise<Map<number, string>> {
  if (roomIds.length === 0) return new Map();
  const rooms = await db
    .selectFrom('liveRooms as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
    .innerJoin('teams as h', 'h.id', 'f.homeTeamId')
    .innerJoin('teams as a', 'a.id', 'f.awayTeamId')
    .select(['r.id as roomId', 'f.liveModeId', 'h.id as homeId', 'h.name as home', 'a.id as awayId', 'a.name as away'])
    .where('r.id', 'in', roomIds)
    .execute();
  return new Map(rooms.flatMap((r) => {
    const path = liveRoomPath(r);
    return path === null ? [] : [[r.roomId, path] as const];
  }));
}

async function summaries(db: Db, groups: readonly ChatGroup[], ctx: ChatCtx): Promise<ChatRoomSummary[]> {
  if (groups.length === 0) return [];
  const paths = await livePaths(db, groups.flatMap((g) => (g.liveRoomId === null ? [] : [g.liveRoomId])));
  const ids = groups.map((g) => g.id);
  const counts = await db
    .selectFrom('chatFollows')
    .select(['groupId', (eb) => eb.fn.countAll().as('n')])
    .where('groupId', 'in', ids)
    .groupBy('groupId')
    .execute();
  const followers = new Map(counts.map((r) => [r.groupId, Number(r.n)]));
  const me = memberIdOf(ctx.caller);
  const mine = me === null ? [] : await db.selectFrom('chatFollows').select('groupId').where('userId', '=', me).where('groupId', 'in', ids).execute();
  const following = new Set(mine.map((r) => r.groupId));
  return Promise.all(
    groups.map(async (g) => ({
      groupId: g.id,
      name: inLocale(g, 'name', ctx.locale),
      description: inLocale(g, 'description', ctx.locale),
      roomId: g.liveRoomId,
      livePath: g.liveRoomId === null ? null : (paths.get(g.liveRoomId) ?? null),
      online: ctx.presence ? await ctx.presence.online(g.id) : 0,
      followers: followers.get(g.id) ?? 0,
      following: following.has(g.id),
      lastMessageAt: g.lastMessageAt,
    })),
  );
}

/** Busiest first: most online, then the latest message, then the oldest room. */
function byActivity(a: ChatRoomSummary, b: ChatRoomSummary): number {
  return b.online - a.online || (b.lastMessageAt ?? 0) - (a.lastMessageAt ?? 0) || a.groupId - b.groupId;
}

/** Groups of the rooms on air now, made for rooms that do not have one yet. */
async function onAirGroupIds(db: Db, now: number): Promise<number[]> {
  const rooms = await db
    .selectFrom('liveRooms as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
    .select('r.id')
    .where(roomOnAirSql)
    .orderBy('r.id')
    .execute();
  return [...(await groupIdsForRooms(db, rooms.map((r) => r.id), now)).values()];
}

/**
 * `all`: the lobby, the topic rooms and the chat of every room on air; `discover`: those the caller
 * does not follow; `following`: what the member follows (401 for anyone else).
 */
export async function chatRoomList(db: Db, q: z.output<typeof chatRoomListCall.query>, ctx: ChatCtx): Promise<ChatRoomSummary[]> {
  const tab = q.tab ?? 'all';
  if (tab === 'following') {
    const me = requireChatMember(ctx.caller).userId;
    const groups = await db
      .selectFrom('chatGroups as g')
      .innerJoin('chatFollows as cf', 'cf.groupId', 'g.id')
      .selectAll('g')
      .where('cf.userId', '=', me)
      .where('g.kind', '!=', 'private')
      .execute();
    return (await summaries(db, groups, ctx)).sort(byActivity);
  }
  await findGroup(db, CHAT_DEFAULT_GROUP, ctx.now);
  const live = await onAirGroupIds(db, ctx.now);
  const groups = await db
    .selectFrom('chatGroups')
    .selectAll()
    .where((eb) => eb.or([eb('kind', 'in', ['lobby', 'topic']), ...(live.length ? [eb('id', 'in', live)] : [])]))
    .execute();
  const list = await summaries(db, groups, ctx);
  return (tab === 'discover' ? list.filter((s) => !s.following) : list).sort(byActivity);
}

export async function chatRoomDetail(db: Db, groupId: number, ctx: ChatCtx): Promise<{ room: ChatRoomSummary; state: RoomState; canModerate: boolean }> {
  const group = await requirePublicGroup(db, groupId, ctx.now);
  const [room] = await summaries(db, [group], ctx);
  if (!room) throw new ApiError(404, `groupId: no chat room ${groupId}`);
  const moderates = ctx.caller?.kind === 'member' ? await canModerate(db, group, ctx.caller) : false;
  return { room, state: await roomStateOf(db, group, ctx.presence), canModerate: moderates };
}

export async function followChatRoom(db: Db, body: z.output<typeof chatRoomFollow.body>, ctx: ChatCtx): Promise<ChatRoomSummary> {
  const me = requireChatMember(ctx.caller).userId;
  const group = await requirePublicGroup(db, body.groupId, ctx.now);
  if (body.follow) {
    await db.insertInto('chatFollows').values({ groupId: group.id, userId: me, createdAt: ctx.now }).onConflict((oc) => oc.doNothing()).execute();
  } else {
    await db.deleteFrom('chatFollows').where('groupId', '=', group.id).where('userId', '=', me).execute();
  }
  const [room] = await summaries(db, [group], ctx);
  if (!room) throw new ApiError(404, `groupId: no chat room ${body.groupId}`);
  return room;
}

/** Older messages of a room the caller may read; a private conversation for its members while it is open to them. */
export async function chatHistoryPage(db: Db, q: z.output<typeof chatHistory.query>, ctx: ChatCtx): Promise<ChatMessage[]> {
  const group = await findGroup(db, q.groupId, ctx.now);
  if (!group) throw new ApiError(404, `groupId: no chat room ${q.groupId}`);
  const me = memberIdOf(ctx.caller);
  if (group.kind === 'private') {
    if (me === null) throw new ApiError(401, 'Login required');
    const access = await conversationAccess(db, group.id, me);
    if (access === 'not-member') throw new ApiError(403, 'This conversation is not yours');
    if (access !== 'open') throw new ApiError(403, 'This conversation is closed: only friends talk in private');
  }
  if (me !== null && (await activeSanctions(db, group.id, me, ctx.now)).ban !== undefined) throw new ApiError(403, 'You are banned from this room');
  return recentMessages(db, group.id, { before: q.before });
}

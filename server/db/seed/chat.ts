import type { Kysely } from 'kysely';
import { CHAT_DEFAULT_GROUP, SYSTEM_MESSAGE, USER_JOIN_ROOM } from '@/lib/domain/chat';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { LOBBY } from '@/server/chat/store';
import { translatedColumns } from '@/server/services/localized';
import type { Database, Row } from '../schema';
import { LINES, LOBBY_WELCOME, REACTIONS, REPLIES, TOPIC_ROOMS, hostWelcome, type ChatTheme } from './chat-lines';
import { CHAT_MEMBER_PREFIX } from './chat-members';
import { seedFriends } from './chat-friends';
import { fakerFor } from '@/lib/random/faker';
import { insertRows } from './insert';

type Db = Kysely<Database>;
type Faker = ReturnType<typeof fakerFor>;
export type ChatSeedSummary = Record<'chatGroups' | 'chatGroupMembers' | 'chatMessages' | 'chatReactions' | 'chatFollows' | 'friendships' | 'inboxMessages', number>;

const MINUTE = 60_000;
/** How many live rooms on air at seed time get a chat history. */
const BUSY_ROOMS = 4;

export interface SeedUser {
  id: number;
  username: string;
  displayName: string;
}

interface HistoryPlan {
  groupId: number;
  theme: ChatTheme;
  count: number;
  /** Who opens the room with the pinned welcome. */
  host: SeedUser | null;
  welcome: string | null;
}

/**
 * The lobby (id CHAT_DEFAULT_GROUP), topic rooms after it, a group per live room, and a recent,
 * believable history in the busiest rooms; then friendships, a private conversation and inbox notes.
 */
export async function seedChat(db: Db, opts: { seed: number; now: number }): Promise<ChatSeedSummary> {
  const f = fakerFor(opts.seed, 'chat', 'vi');
  const users = await db.selectFrom('users').select(['id', 'username', 'displayName']).orderBy('id').execute();
  const members = users.filter((u) => u.username.startsWith(CHAT_MEMBER_PREFIX));
  const byName = (username: string) => users.find((u) => u.username === username) ?? null;
  const { now } = opts;

  const fixed: Row<'chatGroups'>[] = [
    { id: CHAT_DEFAULT_GROUP, kind: 'lobby', ...translatedColumns('name', LOBBY.name), ...translatedColumns('description', LOBBY.description), liveRoomId: null, pairKey: null, pinnedMessageId: null, lastMessageAt: null, createdAt: now - 400 * 24 * 60 * MINUTE },
    ...TOPIC_ROOMS.map((t, i) => ({ id: CHAT_DEFAULT_GROUP + 1 + i, kind: 'topic' as const, ...translatedColumns('name', t.name), ...translatedColumns('description', t.description), liveRoomId: null, pairKey: null, pinnedMessageId: null, lastMessageAt: null, createdAt: now - (300 - i) * 24 * 60 * MINUTE })),
  ];
  let groups = await insertRows(db, 'chatGroups', fixed);
  const rooms = await db
    .selectFrom('liveRooms as r')
    .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
    .select(['r.id', 'r.titleVi', 'r.titleEn', 'r.titleZh', 'r.commentatorId', 'r.viewerCount', 'r.liveModeId', 'f.scheduleStatus', 'f.startTime'])
    .orderBy('r.id')
    .execute();
  groups += await insertRows(db, 'chatGroups', rooms.map((r) => ({ kind: 'room' as const, nameVi: r.titleVi, nameEn: r.titleEn, nameZh: r.titleZh, liveRoomId: r.id, pairKey: null, pinnedMessageId: null, lastMessageAt: null, createdAt: Math.min(now, r.startTime) - 60 * MINUTE })));
  const roomGroups = await db.selectFrom('chatGroups').select(['id', 'liveRoomId']).where('kind', '=', 'room').execute();
  const groupOfRoom = new Map(roomGroups.map((g) => [g.liveRoomId, g.id]));

  const busy = rooms
    .filter((r) => r.scheduleStatus === SCHEDULE_STATUS.live)
    .sort((a, b) => b.viewerCount - a.viewerCount || a.id - b.id)
    .slice(0, BUSY_ROOMS);
  const admin = byName('admin');
  const plans: HistoryPlan[] = [
    { groupId: CHAT_DEFAULT_GROUP, theme: 'casual', count: 36, host: admin, welcome: LOBBY_WELCOME },
    ...TOPIC_ROOMS.map((t, i) => ({ groupId: CHAT_DEFAULT_GROUP + 1 + i, theme: t.theme, count: f.number.int({ min: 6, max: 18 }), host: null, welcome: null })),
    ...busy.map((r) => {
      const host = users.find((u) => u.id === r.commentatorId) ?? null;
      return { groupId: groupOfRoom.get(r.id) ?? 0, theme: themeOf(r.liveModeId), count: f.number.int({ min: 28, max: 42 }), host, welcome: host ? hostWelcome(host.displayName) : null };
    }),
  ];
  const demo = byName('demo');
  const speakers = demo ? [...members, demo] : members;
  let messages = 0;
  let reactions = 0;
  for (const plan of plans) {
    const counts = await seedHistory(db, f, plan, speakers, now);
    messages += counts.messages;
    reactions += counts.reactions;
  }

  const follows: Row<'chatFollows'>[] = [];
  const busyGroups = busy.map((r) => groupOfRoom.get(r.id) ?? 0).filter((id) => id > 0);
  // The lobby and the demo member start with no follows, so following one is something a visitor does and sees.
  const followable = [...TOPIC_ROOMS.map((_, i) => CHAT_DEFAULT_GROUP + 1 + i), ...busyGroups];
  for (const u of members) {
    for (const groupId of f.helpers.arrayElements(followable, { min: 2, max: 5 })) follows.push({ groupId, userId: u.id, createdAt: now - f.number.int({ min: 1, max: 90 }) * 24 * 60 * MINUTE });
  }
  const followCount = await insertRows(db, 'chatFollows', follows);

  const social = demo ? await seedFriends(db, f, { demo, members, now }) : { friendships: 0, chatGroups: 0, chatGroupMembers: 0, chatMessages: 0, inboxMessages: 0 };
  return {
    chatGroups: groups + social.chatGroups,
    chatGroupMembers: social.chatGroupMembers,
    chatMessages: messages + social.chatMessages,
    chatReactions: reactions,
    chatFollows: followCount,
    friendships: social.friendships,
    inboxMessages: social.inboxMessages,
  };
}

function themeOf(liveModeId: number): ChatTheme {
  if (liveModeId === LIVE_MODE.football) return 'football';
  if (liveModeId === LIVE_MODE.basketball) return 'basketball';
  if (liveModeId === LIVE_MODE.esport) return 'esports';
  return 'casual';
}

/** One room's recent chat, oldest first, over the last three hours; some replies, reactions and joins. */
async function seedHistory(db: Db, f: Faker, plan: HistoryPlan, speakers: readonly SeedUser[], now: number): Promise<{ messages: number; reactions: number }> {
  if (plan.groupId === 0 || speakers.length === 0) return { messages: 0, reactions: 0 };
  const span = 180 * MINUTE;
  const rows: Row<'chatMessages'>[] = [];
  const replyTo = new Map<number, number>();
  const line = (u: SeedUser, text: string, at: number, system: number = SYSTEM_MESSAGE.none): Row<'chatMessages'> => ({
    groupId: plan.groupId, userId: u.id, showName: u.displayName, text, lang: system === 0 ? 'vi' : null, systemMessage: system, parentId: null, colour: null, attachments: '[]', isGuest: 0, vipGroup: null, toUserId: null, deleted: 0, ip: null, createdAt: at,
  });
  if (plan.host && plan.welcome) rows.push(line(plan.host, plan.welcome, now - span - 5 * MINUTE));
  for (let i = 0; i < plan.count; i++) {
    const at = now - span + Math.round(((i + f.number.float({ min: 0, max: 0.9 })) * span) / plan.count);
    const who = f.helpers.arrayElement(speakers);
    if (f.number.int({ min: 1, max: 10 }) === 1) {
      rows.push(line(who, USER_JOIN_ROOM, at, SYSTEM_MESSAGE.join));
      continue;
    }
    const earlier = rows.length - 1 - f.number.int({ min: 0, max: 3 });
    const replying = earlier >= 0 && rows[earlier]?.systemMessage === SYSTEM_MESSAGE.none && f.number.int({ min: 1, max: 6 }) === 1;
    if (replying) replyTo.set(rows.length, earlier);
    rows.push(line(who, f.helpers.arrayElement(replying ? REPLIES : LINES[plan.theme]), at));
  }
  await insertRows(db, 'chatMessages', rows);
  const ids = (await db.selectFrom('chatMessages').select('id').where('groupId', '=', plan.groupId).orderBy('id').execute()).map((r) => r.id);
  for (const [index, parentIndex] of replyTo) {
    await db.updateTable('chatMessages').set({ parentId: ids[parentIndex] ?? null }).where('id', '=', ids[index] ?? 0).execute();
  }

  const reactionRows: Row<'chatReactions'>[] = [];
  rows.forEach((row, index) => {
    const id = ids[index];
    if (id === undefined || row.systemMessage !== SYSTEM_MESSAGE.none || f.number.int({ min: 1, max: 3 }) !== 1) return;
    const emoji = f.helpers.arrayElement(REACTIONS);
    for (const who of f.helpers.arrayElements(speakers, { min: 1, max: 6 })) reactionRows.push({ messageId: id, userId: who.id, reaction: emoji, createdAt: row.createdAt + MINUTE });
  });
  await insertRows(db, 'chatReactions', reactionRows);
  const pinned = plan.welcome ? (ids[0] ?? null) : null;
  await db.updateTable('chatGroups').set({ pinnedMessageId: pinned, lastMessageAt: rows.at(-1)?.createdAt ?? null }).where('id', '=', plan.groupId).execute();
  return { messages: rows.length, reactions: reactionRows.length };
}

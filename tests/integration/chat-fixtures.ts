import type { ChatEvent } from '@/lib/contract/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { Db } from '@/server/db/client';
import type { ChatBus, ChatControl, DirectMessage, PresenceCounter, TopicRef } from '@/server/chat/types';
import { TEST_NOW } from '../fixtures/dataset';

/** Records what is published, as the broker's bus would deliver it. */
export function recordingBus(): ChatBus & { events: { topic: TopicRef; event: ChatEvent }[]; controls: ChatControl[]; directs: DirectMessage[] } {
  const events: { topic: TopicRef; event: ChatEvent }[] = [];
  const controls: ChatControl[] = [];
  const directs: DirectMessage[] = [];
  const directHandlers = new Set<(message: DirectMessage) => void>();
  const handlers = new Set<(topic: TopicRef, event: ChatEvent) => void>();
  const controlHandlers = new Set<(control: ChatControl) => void>();
  return {
    events,
    controls,
    directs,
    async publishDirect(message) {
      directs.push(message);
      for (const h of directHandlers) h(message);
    },
    onDirect(handler) {
      directHandlers.add(handler);
      return () => directHandlers.delete(handler);
    },
    async publishControl(control) {
      controls.push(control);
      for (const h of controlHandlers) h(control);
    },
    onControl(handler) {
      controlHandlers.add(handler);
      return () => controlHandlers.delete(handler);
    },
    async publish(topic, event) {
      events.push({ topic, event });
      for (const h of handlers) h(topic, event);
    },
    onEvent(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      handlers.clear();
    },
  };
}

export function fixedPresence(counts: Record<number, number> = {}): PresenceCounter {
  const live = new Map(Object.entries(counts).map(([k, v]) => [Number(k), v]));
  return {
    add(groupId, delta) {
      live.set(groupId, (live.get(groupId) ?? 0) + delta);
    },
    async online(groupId) {
      return live.get(groupId) ?? 0;
    },
  };
}

/** A member of the given role, with a readable display name. */
export async function addUser(db: Db, username: string, siteRoleId: number = SITE_ROLE.member): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ username, passwordHash: 'x', displayName: `Người ${username}`, nickname: null, profilePicture: null, siteRoleId, email: null, phone: null, createdAt: TEST_NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addFriendship(db: Db, a: number, b: number): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await db.insertInto('friendships').values({ userLow: low, userHigh: high, status: 'accepted', requestedBy: a, createdAt: TEST_NOW, updatedAt: TEST_NOW }).onConflict((oc) => oc.doNothing()).execute();
}

/** A private conversation between two friends (only friends talk in private). */
export async function addPrivateGroup(db: Db, a: number, b: number): Promise<number> {
  const [low, high] = a < b ? [a, b] : [b, a];
  await addFriendship(db, a, b);
  const group = await db
    .insertInto('chatGroups')
    .values({ kind: 'private', nameVi: '', nameEn: '', nameZh: '', liveRoomId: null, pairKey: `${low}:${high}`, pinnedMessageId: null, lastMessageAt: null, createdAt: TEST_NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('chatGroupMembers').values([{ groupId: group.id, userId: a }, { groupId: group.id, userId: b }]).execute();
  return group.id;
}

export async function addTopicGroup(db: Db, name: string): Promise<number> {
  const row = await db
    .insertInto('chatGroups')
    .values({ kind: 'topic', nameVi: name, nameEn: name, nameZh: name, descriptionVi: `Phòng ${name}`, descriptionEn: `The ${name} room`, descriptionZh: `${name} 聊天室`, liveRoomId: null, pairKey: null, pinnedMessageId: null, lastMessageAt: null, createdAt: TEST_NOW })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function messageCount(db: Db, groupId: number): Promise<number> {
  const row = await db.selectFrom('chatMessages').select((eb) => eb.fn.countAll().as('n')).where('groupId', '=', groupId).executeTakeFirstOrThrow();
  return Number(row.n);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DEFAULT_GROUP, INBOX_TYPES, SYSTEM_MESSAGE } from '@/lib/domain/chat';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { createMemoryChatRateLimiter } from '@/server/chat/rate-limit';
import { createChatService } from '@/server/chat/service';
import { insertMessage } from '@/server/chat/store-messages';
import { seed } from '@/server/db/seed';
import { DEMO_USERNAME } from '@/server/db/seed/users';
import { openPrivateConversation, privateConversations } from '@/server/services/chat-private';
import { friendStatus } from '@/server/services/friends/requests';
import { inboxList } from '@/server/services/inbox';
import { testBackends, type TestDb } from '../fixtures/test-db';

const backends = await testBackends();
/** Sunday 22 November 2026, 20:00 in Ho Chi Minh City: a busy evening. */
const NOW = Date.UTC(2026, 10, 22, 13, 0);

describe.each(backends)('chat seed on $name', (backend) => {
  let t: TestDb;
  let demoId: number;
  beforeAll(async () => {
    t = await backend.open();
    await seed(t.db, { now: NOW });
    demoId = (await t.db.selectFrom('users').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirstOrThrow()).id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('has the lobby as group 30, topic rooms, and a group for every live room', async () => {
    const groups = await t.db.selectFrom('chatGroups').select(['id', 'kind', 'nameVi', 'nameEn', 'nameZh', 'liveRoomId']).execute();
    expect(groups.find((g) => g.id === CHAT_DEFAULT_GROUP)).toMatchObject({ kind: 'lobby' });
    const topics = groups.filter((g) => g.kind === 'topic');
    expect(topics.length).toBeGreaterThanOrEqual(8);
    expect(topics.length).toBeLessThanOrEqual(12);
    expect(topics.map((g) => g.nameVi)).toContain('Ngoại hạng Anh');
    expect(topics.map((g) => g.nameEn)).toContain('Premier League');
    expect(topics.map((g) => g.nameZh)).toContain('英超');
    const rooms = await t.db.selectFrom('liveRooms').select('id').execute();
    expect(new Set(groups.filter((g) => g.kind === 'room').map((g) => g.liveRoomId))).toEqual(new Set(rooms.map((r) => r.id)));
  });

  it('gives the busiest live room a history with a pinned welcome by its host, replies and reactions', async () => {
    const busiest = await t.db
      .selectFrom('liveRooms as r')
      .innerJoin('fixtures as f', 'f.id', 'r.fixtureId')
      .innerJoin('chatGroups as g', 'g.liveRoomId', 'r.id')
      .select(['g.id as groupId', 'r.commentatorId'])
      .where('f.scheduleStatus', '=', SCHEDULE_STATUS.live)
      .orderBy('r.viewerCount', 'desc')
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const service = createChatService({ getDb: async () => t.db, rateLimiter: createMemoryChatRateLimiter(), now: () => NOW });
    const principal = await service.authenticate((await issueAccessToken({ id: demoId, siteRoleId: SITE_ROLE.member })).token);
    if (!principal) throw new Error('expected the demo member');
    const history = await service.join(principal, { groupId: busiest.groupId, visibility: 'public' }, { announce: false });
    if (history.type !== 'history') throw new Error('expected history');
    expect(history.messages.length).toBeGreaterThanOrEqual(25);
    expect(history.room.pinned).toMatchObject({ userId: busiest.commentatorId });
    expect(history.room.pinned?.originalMessage).toMatch(/^Chào mừng anh em/);
    const allMessages = await t.db.selectFrom('chatMessages').select(['parentId', 'systemMessage', 'createdAt']).where('groupId', '=', busiest.groupId).execute();
    expect(allMessages.some((m) => m.parentId !== null)).toBe(true);
    expect(allMessages.some((m) => m.systemMessage === SYSTEM_MESSAGE.join)).toBe(true);
    expect(allMessages.every((m) => m.createdAt <= NOW)).toBe(true);
    expect(history.messages.some((m) => Object.keys(m.updatedReaction).length > 0)).toBe(true);
  });

  it('gives the demo member friends, a request to answer, a conversation with an unread line, and inbox notes', async () => {
    const friendships = await t.db.selectFrom('friendships').selectAll().where((eb) => eb.or([eb('userLow', '=', demoId), eb('userHigh', '=', demoId)])).execute();
    const others = friendships.map((f) => (f.userLow === demoId ? f.userHigh : f.userLow));
    const statuses = await Promise.all(others.map((id) => friendStatus(t.db, demoId, id)));
    expect(statuses.filter((s) => s === 'friends')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'pending-in')).toHaveLength(1);
    const [conversation] = await privateConversations(t.db, demoId);
    expect(conversation).toMatchObject({ unread: 1, lastMessage: { toUserId: demoId } });
    const inbox = await inboxList(t.db, {}, demoId);
    expect(inbox.list.map((m) => m.type).sort()).toEqual([INBOX_TYPES.system, INBOX_TYPES.system, INBOX_TYPES.booking].sort());
    expect(inbox.unread).toBe(2);
    // A clean start for the demo member's own follows; other members follow topic and live rooms.
    expect(await t.db.selectFrom('chatFollows').select('groupId').where('userId', '=', demoId).execute()).toEqual([]);
    expect(await t.db.selectFrom('chatFollows').select('groupId').where('groupId', '=', CHAT_DEFAULT_GROUP).execute()).toEqual([]);
    expect((await t.db.selectFrom('chatFollows').select('groupId').execute()).length).toBeGreaterThan(16);
  });

  it('leaves ids free for groups and messages made after it', async () => {
    const friendIds = (await t.db.selectFrom('friendships').select(['userLow', 'userHigh']).where('status', '=', 'accepted').execute())
      .flatMap((f) => (f.userLow === demoId ? [f.userHigh] : f.userHigh === demoId ? [f.userLow] : []));
    const opened = await Promise.all(friendIds.map((id) => openPrivateConversation(t.db, demoId, id, NOW)));
    expect(new Set(opened.map((c) => c.groupId)).size).toBe(friendIds.length);
    const id = await insertMessage(t.db, { groupId: CHAT_DEFAULT_GROUP, userId: demoId, showName: 'Thành viên Demo', text: 'Xin chào', createdAt: NOW });
    const max = await t.db.selectFrom('chatMessages').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    expect(id).toBe(Number(max.id));
  });
});

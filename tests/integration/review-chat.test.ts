import { describe, expect, it } from 'vitest';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import { NEAR_DUPLICATE_REPEATS } from '@/lib/domain/spam';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { testBackends } from '../fixtures/test-db';
import { addPrivateGroup, addUser } from './chat-fixtures';
import { lobby, messageOf, refusal, useChatWorld } from './chat-world';

const backends = await testBackends();
const SPAM = 'Nhà cái uy tín fb88 tặng 88k, liên hệ zalo 0912 345 678';
const DAY_MS = 24 * 60 * 60_000;

describe.each(backends)('the review queue in live chat on $name', (backend) => {
  const w = useChatWorld(backend);
  const send = (who: keyof typeof w.users, text: string, groupId = CHAT_DEFAULT_GROUP) =>
    w.service.send(w.users[who], { groupId, visibility: groupId === CHAT_DEFAULT_GROUP ? 'public' : 'private' }, { groupId, originalMessage: text });
  const filedFor = (userId: number) =>
    w.h.t.db.selectFrom('reviewItems').select(['id', 'kind', 'itemId', 'source', 'reasons', 'excerpt', 'state']).where('subjectId', '=', userId).where('kind', '=', 'chat').orderBy('id').execute();
  const suspend = (userId: number) =>
    w.h.t.db.insertInto('memberSuspensions').values({ userId, until: w.clock.now + DAY_MS, reviewItemId: null, createdBy: null, createdAt: w.clock.now }).execute();

  it('holds a member’s spam: not broadcast, stored hidden, filed for review, and the sender told it awaits review', async () => {
    const refused = await refusal(send('spammer', SPAM));
    expect(refused.code).toBe('held');
    expect(refused.retryAfterMs).toBeUndefined();
    expect(w.bus.events).toEqual([]);
    const [item] = await filedFor(w.users.spammer.userId);
    expect(item).toMatchObject({ kind: 'chat', source: 'filter', excerpt: SPAM, state: 'open' });
    expect(item?.reasons.split(',')).toEqual(expect.arrayContaining(['gambling', 'phone-number', 'contact-handle']));
    const stored = await w.h.t.db.selectFrom('chatMessages').select(['groupId', 'userId', 'text', 'deleted']).where('id', '=', item?.itemId ?? -1).executeTakeFirstOrThrow();
    expect(stored).toEqual({ groupId: CHAT_DEFAULT_GROUP, userId: w.users.spammer.userId, text: SPAM, deleted: 1 });
    const history = await w.service.join(w.users.other, lobby, { announce: false });
    expect(history.type === 'history' && history.messages.some((m) => m.originalMessage === SPAM)).toBe(false);
  });

  it('holds a member saying the same thing again and again, but not the first times', async () => {
    const text = 'Mọi người vào xem trận này đi, hay lắm luôn đó nha';
    for (let i = 0; i < NEAR_DUPLICATE_REPEATS; i += 1) messageOf(await send('other', text));
    expect((await refusal(send('other', text))).code).toBe('held');
    expect((await filedFor(w.users.other.userId)).map((i) => i.reasons)).toEqual(['near-duplicate']);
  });

  it('lets honest talk through, and does not filter staff or the room’s moderators', async () => {
    expect(messageOf(await send('fan', 'Kèo tài xỉu trận này thế nào mọi người?')).originalMessage).toContain('tài xỉu');
    expect(messageOf(await send('staff', SPAM)).originalMessage).toBe(SPAM);
    expect(w.bus.events).toEqual([]);
    expect(await filedFor(w.users.staff.userId)).toEqual([]);
  });

  it('refuses a suspended member in public rooms and private conversations, and reactions too', async () => {
    const userId = await addUser(w.h.t.db, 'bi_tam_khoa');
    const suspended = await w.principal(userId, SITE_ROLE.member);
    const friend = w.users.fan.userId;
    const priv = await addPrivateGroup(w.h.t.db, userId, friend);
    const sent = messageOf(await w.service.send(suspended, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Trước khi bị khóa' }));
    await suspend(userId);
    const refused = await refusal(w.service.send(suspended, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Xin chào' }));
    expect(refused.code).toBe('suspended');
    expect(refused.retryAfterMs).toBeUndefined();
    expect((await refusal(w.service.send(suspended, { groupId: priv, visibility: 'private' }, { groupId: priv, originalMessage: 'Chào bạn' }))).code).toBe('suspended');
    expect((await refusal(w.service.send(suspended, lobby, { groupId: CHAT_DEFAULT_GROUP, groupMessageId: sent.groupMessageId, reaction: '👍' }))).code).toBe('suspended');
    const after = await w.h.t.db.selectFrom('chatMessages').select('id').where('userId', '=', userId).where('systemMessage', '=', 0).execute();
    expect(after).toHaveLength(1);
  });

  it('lets the member chat again once the suspension has run out', async () => {
    const userId = await addUser(w.h.t.db, 'het_han');
    const member = await w.principal(userId, SITE_ROLE.member);
    await suspend(userId);
    w.clock.now += DAY_MS + 1;
    expect(messageOf(await w.service.send(member, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'Đã quay lại' })).originalMessage).toBe('Đã quay lại');
  });
});

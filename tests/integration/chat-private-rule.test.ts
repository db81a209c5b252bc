import { describe, expect, it } from 'vitest';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import type { ChatPrincipal, TopicRef } from '@/server/chat/types';
import { removeFriend } from '@/server/services/friends/lists';
import { blockMember, unblockMember } from '@/server/services/friends/blocks';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { addFriendship, addPrivateGroup, addUser, messageCount } from './chat-fixtures';
import { messageOf, refusal, useChatWorld } from './chat-world';

const backends = await testBackends();

describe.each(backends)('who may talk in a private conversation, on $name', (backend) => {
  const w = useChatWorld(backend);

  /** Two friends with their conversation. */
  async function pair(name: string): Promise<{ a: ChatPrincipal; b: ChatPrincipal; topic: TopicRef }> {
    const a = await w.principal(await addUser(w.h.t.db, `${name}-a`), SITE_ROLE.member);
    const b = await w.principal(await addUser(w.h.t.db, `${name}-b`), SITE_ROLE.member);
    const groupId = await addPrivateGroup(w.h.t.db, a.userId, b.userId);
    return { a, b, topic: { groupId, visibility: 'private' } };
  }
  const say = (p: ChatPrincipal, topic: TopicRef, text: string) => w.service.send(p, topic, { groupId: topic.groupId, originalMessage: text });
  const subscribe = (p: ChatPrincipal, topic: TopicRef) => w.service.join(p, topic, { announce: true });

  it('lets two friends subscribe and write', async () => {
    const { a, b, topic } = await pair('friends');
    expect(messageOf(await say(a, topic, 'Tối nay xem chung nhé')).toUserId).toBe(b.userId);
    expect((await subscribe(b, topic)).type).toBe('history');
  });

  it('refuses the removed friend to subscribe to the conversation once the friendship ends', async () => {
    const { a, b, topic } = await pair('removed-sub');
    await removeFriend(w.h.t.db, a.userId, b.userId);
    expect((await refusal(subscribe(b, topic))).code).toBe('forbidden');
    expect((await refusal(subscribe(a, topic))).code).toBe('forbidden');
  });

  it('refuses the removed friend to write once the friendship ends, and stores nothing', async () => {
    const { a, b, topic } = await pair('removed-send');
    await say(b, topic, 'còn bạn không?');
    await removeFriend(w.h.t.db, a.userId, b.userId);
    expect((await refusal(say(b, topic, 'vẫn nhắn được à?'))).code).toBe('forbidden');
    expect((await refusal(say(a, topic, 'thôi nhé'))).code).toBe('forbidden');
    expect(await messageCount(w.h.t.db, topic.groupId)).toBe(1);
  });

  it('refuses both members to subscribe and write after one blocks the other', async () => {
    const { a, b, topic } = await pair('blocked');
    await blockMember(w.h.t.db, a.userId, b.userId, TEST_NOW);
    for (const p of [a, b]) {
      expect((await refusal(subscribe(p, topic))).code).toBe('forbidden');
      expect((await refusal(say(p, topic, 'alo'))).code).toBe('forbidden');
    }
  });

  it('keeps the conversation closed while a block stands, even with a friendship row raced past it', async () => {
    const { a, b, topic } = await pair('raced');
    await blockMember(w.h.t.db, b.userId, a.userId, TEST_NOW);
    await addFriendship(w.h.t.db, a.userId, b.userId);
    expect((await refusal(say(a, topic, 'alo'))).code).toBe('forbidden');
    expect((await refusal(subscribe(a, topic))).code).toBe('forbidden');
  });

  it('opens the conversation again only when they are friends again after an unblock', async () => {
    const { a, b, topic } = await pair('again');
    await blockMember(w.h.t.db, a.userId, b.userId, TEST_NOW);
    await unblockMember(w.h.t.db, a.userId, b.userId);
    expect((await refusal(say(b, topic, 'hết chặn rồi?'))).code).toBe('forbidden');
    await addFriendship(w.h.t.db, a.userId, b.userId);
    expect((await say(b, topic, 'lại là bạn')).type).toBe('message');
  });
});

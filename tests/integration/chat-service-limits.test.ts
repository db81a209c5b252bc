import { describe, expect, it } from 'vitest';
import { CHAT_DEFAULT_GROUP, CHAT_LIMITS, chatRateLimit } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { placeSanction } from '@/server/chat/moderation';
import type { ChatPrincipal, ChatRefusal, TopicRef } from '@/server/chat/types';
import { privateConversations } from '@/server/services/chat-private';
import { testBackends } from '../fixtures/test-db';
import { addPrivateGroup, addTopicGroup, addUser, messageCount } from './chat-fixtures';
import { lobby, messageOf, pub, refusal, useChatWorld } from './chat-world';

const backends = await testBackends();

describe.each(backends)('chat service limits on $name', (backend) => {
  const w = useChatWorld(backend);

  describe('send', () => {
    it('limits messages per window by role, and stores nothing beyond it', async () => {
      const limit = chatRateLimit(SITE_ROLE.member);
      for (let i = 0; i < limit; i++) await w.service.send(w.users.spammer, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: `tin ${i}` });
      const before = await messageCount(w.h.t.db, CHAT_DEFAULT_GROUP);
      const err = await refusal(w.service.send(w.users.spammer, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'một tin nữa' }));
      expect(err.code).toBe('rate-limited');
      expect(err.retryAfterMs).toBeGreaterThan(0);
      expect(await messageCount(w.h.t.db, CHAT_DEFAULT_GROUP)).toBe(before);
      w.clock.now += CHAT_LIMITS.rateWindowMs;
      expect((await w.service.send(w.users.spammer, lobby, { groupId: CHAT_DEFAULT_GROUP, originalMessage: 'lại được rồi' })).type).toBe('message');
    });

    it('holds members to slow mode, but not moderators', async () => {
      const topic = await addTopicGroup(w.h.t.db, 'Chậm');
      await w.h.t.db.updateTable('chatGroups').set({ slowModeS: 10 }).where('id', '=', topic).execute();
      const send = (p: ChatPrincipal, text: string) => w.service.send(p, pub(topic), { groupId: topic, originalMessage: text });
      await send(w.users.fan, 'một');
      w.clock.now += 4_000;
      const err = await refusal(send(w.users.fan, 'hai'));
      expect(err.code).toBe('slow-mode');
      expect(err.retryAfterMs).toBe(6_000);
      await send(w.users.staff, 'một');
      await send(w.users.staff, 'hai');
      w.clock.now += 6_000;
      expect((await send(w.users.fan, 'ba')).type).toBe('message');
      expect(await messageCount(w.h.t.db, topic)).toBe(4);
      w.clock.now += 10_000;
      const together = await Promise.allSettled([send(w.users.other, 'bốn'), send(w.users.other, 'năm'), send(w.users.other, 'sáu')]);
      expect(together.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(together.filter((r) => r.status === 'rejected').map((r) => (r.reason as ChatRefusal).code)).toEqual(['slow-mode', 'slow-mode']);
      expect(await messageCount(w.h.t.db, topic)).toBe(5);
    });

    it('refuses muted members to write and banned members to read, until it ends', async () => {
      const topic = await addTopicGroup(w.h.t.db, 'Phạt');
      const send = () => w.service.send(w.users.other, pub(topic), { groupId: topic, originalMessage: 'alo' });
      await placeSanction(w.h.t.db, { groupId: topic, userId: w.users.other.userId, kind: 'mute', until: w.clock.now + 60_000, byUserId: w.users.staff.userId, now: w.clock.now });
      const muted = await refusal(send());
      expect([muted.code, muted.retryAfterMs]).toEqual(['muted', 60_000]);
      expect((await w.service.join(w.users.other, pub(topic), { announce: false })).type).toBe('history');
      await placeSanction(w.h.t.db, { groupId: topic, userId: w.users.other.userId, kind: 'ban', until: null, byUserId: w.users.staff.userId, now: w.clock.now });
      expect((await refusal(w.service.join(w.users.other, pub(topic), { announce: true }))).code).toBe('banned');
      expect((await refusal(send())).code).toBe('banned');
      await w.h.t.db.deleteFrom('chatSanctions').where('kind', '=', 'ban').execute();
      w.clock.now += 60_000;
      expect((await send()).type).toBe('message');
      expect(await messageCount(w.h.t.db, topic)).toBe(1);
    });

    it('keeps private conversations to their two members, addressed to the other one', async () => {
      const third = await w.principal(await addUser(w.h.t.db, 'third'), SITE_ROLE.member);
      const groupId = await addPrivateGroup(w.h.t.db, w.users.fan.userId, third.userId);
      const topic: TopicRef = { groupId, visibility: 'private' };
      expect((await refusal(w.service.join(w.users.other, topic, { announce: true }))).code).toBe('forbidden');
      expect((await refusal(w.service.join(w.guest, topic, { announce: true }))).code).toBe('unauthorized');
      expect((await refusal(w.service.send(w.users.other, topic, { groupId, originalMessage: 'chen ngang' }))).code).toBe('forbidden');
      expect((await refusal(w.service.send(w.users.fan, topic, { groupId, originalMessage: 'nhầm', toUserId: w.users.other.userId }))).code).toBe('invalid');
      const sent = messageOf(await w.service.send(w.users.fan, topic, { groupId, originalMessage: 'Tối nay xem chung nhé' }));
      expect(sent.toUserId).toBe(third.userId);
      expect((await privateConversations(w.h.t.db, third.userId))[0]?.unread).toBe(1);
      const history = await w.service.join(third, topic, { announce: true });
      expect(history.type === 'history' && history.messages.map((m) => m.originalMessage)).toEqual(['Tối nay xem chung nhé']);
      // Opening the conversation reads it.
      expect((await privateConversations(w.h.t.db, third.userId))[0]?.unread).toBe(0);
      expect(w.bus.events).toEqual([]);
    });
  });
});

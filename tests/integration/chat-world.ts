import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ChatEvent, ChatMessage } from '@/lib/contract/chat';
import { CHAT_DEFAULT_GROUP } from '@/lib/domain/chat';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken, issueGuestToken } from '@/server/auth/tokens';
import { createMemoryChatRateLimiter } from '@/server/chat/rate-limit';
import { createChatService } from '@/server/chat/service';
import { ChatRefusal, type ChatPrincipal, type ChatService, type TopicRef } from '@/server/chat/types';
import { openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import type { TestBackend } from '../fixtures/test-db';
import { addUser, fixedPresence, recordingBus } from './chat-fixtures';

export const lobby: TopicRef = { groupId: CHAT_DEFAULT_GROUP, visibility: 'public' };
export const pub = (groupId: number): TopicRef => ({ groupId, visibility: 'public' });

export async function refusal(p: Promise<unknown>): Promise<ChatRefusal> {
  const err = await p.then(() => null, (e: unknown) => e);
  if (!(err instanceof ChatRefusal)) throw new Error(`expected a refusal, got ${String(err)}`);
  return err;
}

export function messageOf(event: ChatEvent): ChatMessage {
  if (event.type !== 'message') throw new Error(`expected a message event, got ${event.type}`);
  return event.message;
}

export interface ChatWorld {
  h: Harness;
  service: ChatService;
  bus: ReturnType<typeof recordingBus>;
  /** The service's clock; each test starts an hour after the last, so windows and quiet times are fresh. */
  clock: { now: number };
  users: Record<'fan' | 'other' | 'silent' | 'staff' | 'spammer', ChatPrincipal>;
  guest: ChatPrincipal;
  principal(userId: number, siteRoleId: number): Promise<ChatPrincipal>;
}

/** A seeded database behind a chat service with a memory rate limit, a recording bus and a clock the test moves. */
export function useChatWorld(backend: TestBackend): ChatWorld {
  const world = { clock: { now: TEST_NOW }, users: {} } as ChatWorld;
  world.principal = async (userId, siteRoleId) => {
    const p = await world.service.authenticate((await issueAccessToken({ id: userId, siteRoleId })).token);
    if (!p) throw new Error('expected a principal');
    return p;
  };
  beforeAll(async () => {
    world.h = await openHarness(backend);
    world.bus = recordingBus();
    const { h, users } = world;
    world.service = createChatService({ getDb: async () => h.t.db, rateLimiter: createMemoryChatRateLimiter(), bus: world.bus, presence: fixedPresence({ [CHAT_DEFAULT_GROUP]: 7 }), now: () => world.clock.now });
    users.fan = await world.principal(h.data.fanId, SITE_ROLE.member);
    users.other = await world.principal(await addUser(h.t.db, 'other'), SITE_ROLE.member);
    users.silent = await world.principal(await addUser(h.t.db, 'bot', SITE_ROLE.silent), SITE_ROLE.silent);
    users.staff = await world.principal(await addUser(h.t.db, 'mod', SITE_ROLE.staff), SITE_ROLE.staff);
    users.spammer = await world.principal(await addUser(h.t.db, 'spam'), SITE_ROLE.member);
    const guest = await world.service.authenticate((await issueGuestToken()).token);
    if (!guest) throw new Error('expected a guest');
    world.guest = guest;
  });
  afterAll(async () => {
    await world.h.t.close();
  });
  beforeEach(() => {
    world.bus.events.length = 0;
    world.clock.now += 60 * 60_000;
  });
  return world;
}

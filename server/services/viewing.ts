import { VIEWING_BEATS_PER_ADDRESS, VIEWING_BEATS_PER_SESSION, VIEWING_RATE_WINDOW_MS } from '@/lib/domain/viewing';
import { ApiError, notFound } from '@/server/api/errors';
import type { ChatRateLimiter } from '@/server/chat/rate-limit';
import type { Db } from '@/server/db/client';
import type { ViewerCounter } from '@/server/viewers/counter';

export interface ViewingDeps {
  counter: ViewerCounter;
  limiter: ChatRateLimiter;
}

export interface ViewingBeat {
  roomId: number;
  viewerId: string;
  /** Who sent it: the session (guest or member), and from where. */
  sessionKey: string;
  ip: string;
  now: number;
}

async function spend(limiter: ChatRateLimiter, key: string, limit: number, now: number): Promise<void> {
  const decision = await limiter.take(key, limit, VIEWING_RATE_WINDOW_MS, now);
  if (decision.allowed) return;
  throw new ApiError(429, 'Too many viewing beats; slow down', { 'retry-after': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))) });
}

/**
 * A player says it is watching the room. A real room's count is the players heard from lately; a demo
 * room keeps the simulator's number (the beat is still noted, should a commentator take the room over).
 */
export async function roomViewing(db: Db, deps: ViewingDeps, beat: ViewingBeat): Promise<{ viewerCount: number }> {
  await spend(deps.limiter, `s:${beat.sessionKey}`, VIEWING_BEATS_PER_SESSION, beat.now);
  await spend(deps.limiter, `a:${beat.ip}`, VIEWING_BEATS_PER_ADDRESS, beat.now);
  const room = await db.selectFrom('liveRooms').select(['demo', 'viewerCount']).where('id', '=', beat.roomId).executeTakeFirst();
  if (!room) throw notFound(`roomId: no room ${beat.roomId}`);
  const count = await deps.counter.beat(beat.roomId, beat.viewerId, beat.now);
  return { viewerCount: room.demo !== 0 ? room.viewerCount : count };
}

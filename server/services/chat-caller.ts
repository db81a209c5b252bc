import type { Locale } from '@/lib/domain/locale';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { verifyLiveToken } from '@/server/auth/live-sessions';
import type { PresenceCounter } from '@/server/chat/types';
import { chatRuntime } from '@/server/chat/runtime';

/** Who is calling a chat endpoint: a member as the database knows them (role included), a guest, or nobody. */
export type ChatCaller = { kind: 'member'; userId: number; siteRoleId: number } | { kind: 'guest'; userId: number } | null;

export interface ChatCtx {
  caller: ChatCaller;
  /** The language room names and descriptions are read in. */
  locale: Locale;
  now: number;
  presence: PresenceCounter | null;
}

export async function chatCallerOf(db: Db, token: string | null): Promise<ChatCaller> {
  const claims = token ? await verifyLiveToken(db, token) : null;
  if (!claims) return null;
  if (claims.isGuest) return { kind: 'guest', userId: claims.userId };
  const user = await db.selectFrom('users').select(['id', 'siteRoleId']).where('id', '=', claims.userId).executeTakeFirst();
  return user ? { kind: 'member', userId: user.id, siteRoleId: user.siteRoleId } : null;
}

export function chatCtx(caller: ChatCaller, locale: Locale, now: number = Date.now()): ChatCtx {
  return { caller, locale, now, presence: chatRuntime()?.presence ?? null };
}

export function requireChatMember(caller: ChatCaller): { userId: number; siteRoleId: number } {
  if (caller?.kind !== 'member') throw new ApiError(401, 'Login required');
  return caller;
}

export const memberIdOf = (caller: ChatCaller): number | null => (caller?.kind === 'member' ? caller.userId : null);

import { useMemo } from 'react';
import type { ChatVisibility } from '@/lib/domain/chat';
import { moderatesRoom } from '@/lib/domain/chat-moderation';
import type { UserInfo } from '@/lib/contract/user';
import { useSessionStore } from '@/lib/stores/session-store';

export interface ChatViewer {
  /** 0 for a guest or a session still loading. */
  userId: number;
  /** A member with a user id may send; anyone else is shown the login form instead. */
  canSend: boolean;
  canModerate: boolean;
  /** Lower-cased names an `@mention` of the viewer may use. */
  mentionNames: ReadonlySet<string>;
}

const guestViewer: ChatViewer = { userId: 0, canSend: false, canModerate: false, mentionNames: new Set() };

/** Who is reading: a member may send; staff roles and the room's host also moderate public rooms (the server decides). */
export function useChatViewer(hostUserId: number | undefined, visibility: ChatVisibility = 'public'): ChatViewer {
  const user = useSessionStore((s) => (s.isGuest || !s.token ? null : s.user));
  return useMemo(() => viewerOf(user, hostUserId, visibility), [user, hostUserId, visibility]);
}

function viewerOf(user: UserInfo | null, hostUserId: number | undefined, visibility: ChatVisibility): ChatViewer {
  if (!user || user.isGuest || user.userId <= 0) return guestViewer;
  const names = [user.displayName, user.displayName.replace(/\s+/g, ''), user.nickname ?? ''].map((n) => n.trim().toLocaleLowerCase()).filter((n) => n.length > 0);
  return {
    userId: user.userId,
    canSend: true,
    canModerate: moderatesRoom(user, { isPrivate: visibility === 'private', hostUserId: hostUserId ?? null }),
    mentionNames: new Set(names),
  };
}

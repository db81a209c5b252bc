'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useBrowserToken } from '@/components/auth/use-browser-token';
import { useViewer } from '@/components/chatroom/use-viewer';
import { tokenMember } from '@/lib/api/token-member';
import { OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';

interface FeedViewer {
  /** The member reading, 0 for a guest; part of every feed query key. */
  viewer: number;
  /** Whether the browser knows the session yet (until then the server's answer stands). */
  known: boolean;
  /** The reader's zone, for dates older than a day. */
  timeZone: string;
  /** The server's clock when it drew the page, so "3 minutes ago" reads the same on both sides. */
  renderedAt: number;
}

const FeedViewerContext = createContext<FeedViewer>({ viewer: 0, known: false, timeZone: OFFSET_FALLBACK_ZONE, renderedAt: 0 });

interface FeedViewerProviderProps {
  serverViewer: number;
  /** The page is the members' shell: the server drew it for no member in particular. */
  memberShell?: boolean;
  timeZone: string;
  renderedAt: number;
  children: ReactNode;
}

/**
 * Who reads the feed: the server's viewer until the browser knows the session, so the lists the
 * server rendered are kept rather than read again under a guest's key. On a members' shell the
 * member the token names keys the lists as soon as the page is live, so they load beside the
 * session's own check rather than after it (the server checks the token on every call).
 */
export function FeedViewerProvider({ serverViewer, memberShell = false, timeZone, renderedAt, children }: FeedViewerProviderProps) {
  const session = useViewer(serverViewer);
  // No token while hydrating keeps the page identical to the shell; the token's member follows at once.
  const token = useBrowserToken();
  const tokenViewer = memberShell ? tokenMember(token) : 0;
  const { viewer, known } = !session.known && tokenViewer > 0 ? { viewer: tokenViewer, known: true } : session;
  return <FeedViewerContext.Provider value={{ viewer, known, timeZone, renderedAt }}>{children}</FeedViewerContext.Provider>;
}

export const useFeedViewer = (): FeedViewer => useContext(FeedViewerContext);

/**
 * A members' shell's page, drawn once the browser knows whose it is; the placeholder until then. The
 * server drew the shell for no member in particular, so it has no lists to keep on screen.
 */
export function OnceViewerKnown({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const { known } = useFeedViewer();
  return known ? children : placeholder;
}

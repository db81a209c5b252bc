'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { useViewer } from '@/components/chatroom/use-viewer';
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
  timeZone: string;
  renderedAt: number;
  children: ReactNode;
}

/**
 * Who reads the feed: the server's viewer until the browser knows the session, so the lists the
 * server rendered are kept rather than read again under a guest's key.
 */
export function FeedViewerProvider({ serverViewer, timeZone, renderedAt, children }: FeedViewerProviderProps) {
  const { viewer, known } = useViewer(serverViewer);
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

'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { apiQuery } from '@/lib/api/lazy-client';
import { favouriteTeamList } from '@/lib/contract/football-calls';
import { useCurrentUser, useIsMember } from '@/lib/stores/session-store';

const NONE: ReadonlySet<number> = new Set();
/** How long a member's list is trusted before a component that shows it asks again. */
const FRESH_MS = 60_000;

interface Known {
  userId: number;
  ids: ReadonlySet<number>;
  at: number;
}

// The stars of shared score pages and the follow button show the member's favourite teams. They are
// kept here rather than in the query cache so the score pages, which only draw stars, do not load
// the cache at all; every reader of one page shares one answer.
let known: Known | null = null;
let asking: { userId: number; round: number } | null = null;
let rounds = 0;
const listeners = new Set<() => void>();

function ask(userId: number): void {
  const round = ++rounds;
  asking = { userId, round };
  apiQuery(favouriteTeamList)
    .then((list) => {
      if (asking?.round !== round) return;
      known = { userId, ids: new Set(list.map((f) => f.team.id)), at: Date.now() };
      for (const listener of listeners) listener();
    })
    // A failed answer keeps what was shown; the next page that shows the stars asks again.
    .catch(() => undefined)
    .finally(() => {
      if (asking?.round === round) asking = null;
    });
}

function askUnlessKnown(userId: number): void {
  if (asking?.userId === userId) return;
  if (known?.userId === userId && Date.now() - known.at < FRESH_MS) return;
  ask(userId);
}

/** Asks for the member's list again after they changed it, so every star on the page follows. */
export function refreshFavouriteTeams(): void {
  const userId = known?.userId ?? asking?.userId;
  if (userId !== undefined) ask(userId);
}

/** Tests only: what an earlier answer left behind, or a list as if it had just arrived. */
export function resetFavouriteTeams(seed?: { userId: number; ids: readonly number[] }): void {
  known = seed ? { userId: seed.userId, ids: new Set(seed.ids), at: Date.now() } : null;
  asking = null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The member's favourite team ids; a guest has none and asks nothing. */
export function useFavouriteTeams(): ReadonlySet<number> {
  const isMember = useIsMember();
  const user = useCurrentUser();
  const userId = isMember && user ? user.userId : null;
  const current = useSyncExternalStore(subscribe, () => known, () => null);
  useEffect(() => {
    if (userId !== null) askUnlessKnown(userId);
  }, [userId]);
  return userId !== null && current?.userId === userId ? current.ids : NONE;
}

'use client';

import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api/lazy-client';
import type { PlayerHit, TeamHit } from '@/lib/contract/football-teams';
import { playerSearchCall, teamSearchCall } from '@/lib/contract/football-teams-calls';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@/lib/domain/football-people';

export type SearchKind = 'player' | 'team';
/** One answer, the same shape for both kinds: what a picker lists. */
export interface NameHit {
  id: number;
  name: string;
  image: string;
  note: string;
}

const DEBOUNCE_MS = 250;

const fromPlayer = (p: PlayerHit): NameHit => ({ id: p.id, name: p.name, image: p.photo, note: p.team.name });
const fromTeam = (t: TeamHit): NameHit => ({ id: t.team.id, name: t.team.name, image: t.team.logo, note: t.league.name });

/** Type-ahead over the player or team search: waits for a pause in typing and at least two characters. */
export function useNameSearch(kind: SearchKind, text: string) {
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim().slice(0, SEARCH_MAX_CHARS)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = q.length >= SEARCH_MIN_CHARS;
  const query = useQuery({
    queryKey: ['football-search', kind, q],
    queryFn: async ({ signal }): Promise<NameHit[]> =>
      kind === 'player'
        ? (await apiQuery(playerSearchCall, { query: { q }, signal })).map(fromPlayer)
        : (await apiQuery(teamSearchCall, { query: { q }, signal })).map(fromTeam),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return { hits: enabled ? (query.data ?? []) : [], loading: enabled && query.isFetching, tooShort: text.trim().length > 0 && text.trim().length < SEARCH_MIN_CHARS };
}

'use client';

import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { nameSearchQuery, type SearchKind } from '@/lib/api/queries/football-teams';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@/lib/domain/football-people';

export type { NameHit, SearchKind } from '@/lib/api/queries/football-teams';

const DEBOUNCE_MS = 250;

/** Type-ahead over the player or team search: waits for a pause in typing and at least two characters. */
export function useNameSearch(kind: SearchKind, text: string) {
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim().slice(0, SEARCH_MAX_CHARS)), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = q.length >= SEARCH_MIN_CHARS;
  const query = useQuery({ ...nameSearchQuery(kind, q), enabled, placeholderData: keepPreviousData });
  return { hits: enabled ? (query.data ?? []) : [], loading: enabled && query.isFetching, tooShort: text.trim().length > 0 && text.trim().length < SEARCH_MIN_CHARS };
}

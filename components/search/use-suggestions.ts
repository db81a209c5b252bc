'use client';

import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { searchQuery } from '@/lib/api/queries/search';
import { SEARCH_DEBOUNCE_MS, SEARCH_LIMITS } from '@/lib/domain/search';
import { searchTokens } from '@/lib/format/fold';

/** The header's suggestions: asked for after a pause in typing, never for text without a word in it. */
export function useSuggestions(text: string) {
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim().slice(0, SEARCH_LIMITS.queryChars)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const enabled = searchTokens(q).length > 0;
  const query = useQuery({ ...searchQuery({ q, limit: SEARCH_LIMITS.suggest }), enabled, placeholderData: keepPreviousData });
  return {
    /** The text the shown answers are for. */
    q,
    results: enabled ? query.data : undefined,
    loading: enabled && query.isFetching,
    failed: enabled && query.isError,
    settled: enabled && !query.isFetching && q === text.trim(),
  };
}

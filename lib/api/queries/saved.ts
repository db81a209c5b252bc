import { queryOptions } from '@tanstack/react-query';
import { savedList, savedSave, savedStatus, savedUnsave } from '@/lib/contract/saved-calls';
import { SAVED_LIMITS, type SavedKind } from '@/lib/domain/saved';
import { apiQuery } from '../lazy-client';
import { pagedQuery } from './paged';

export const SAVED_KEY_ROOT = 'saved';

/** Keyed by member, so another account never sees a cached list. */
export const savedKeys = {
  list: (userId: number) => [SAVED_KEY_ROOT, 'list', userId] as const,
  status: (userId: number, kind: SavedKind, id: number) => [SAVED_KEY_ROOT, 'status', userId, kind, id] as const,
};

export const savedListQuery = (userId: number) =>
  pagedQuery({
    queryKey: savedKeys.list(userId),
    fetchPage: (pageNum, signal) => apiQuery(savedList, { query: { pageNum, pageSize: SAVED_LIMITS.pageSize }, signal }),
    staleTime: 30_000,
  });

export const savedStatusQuery = (userId: number, kind: SavedKind, id: number) =>
  queryOptions({
    queryKey: savedKeys.status(userId, kind, id),
    queryFn: ({ signal }) => apiQuery(savedStatus, { query: { kind, id }, signal }),
    staleTime: 60_000,
  });

export const saveItem = (kind: SavedKind, id: number) => apiQuery(savedSave, { body: { kind, id } });
export const unsaveItem = (kind: SavedKind, id: number) => apiQuery(savedUnsave, { body: { kind, id } });

import type { z } from 'zod';
import type { SearchResults, siteSearch as siteSearchCall } from '@/lib/contract/search';
import { parseSearchKey, SEARCH_KINDS, type SearchKind } from '@/lib/domain/search';
import { searchTokens } from '@/lib/format/fold';
import type { Db } from '@/server/db/client';
import { matchingKeys } from './index-store';
import { refreshSearchIndex } from './refresh';
import { SEARCH_RESULTS, type ResultItem, type SearchCtx } from './results';

/** Matches share their teams' names, so more of them are read from the index and ranked by time. */
const MATCH_CANDIDATES = 200;

type Group<K extends SearchKind> = SearchResults[K];

const EMPTY = (): SearchResults => ({
  match: { items: [], hasMore: false },
  team: { items: [], hasMore: false },
  player: { items: [], hasMore: false },
  league: { items: [], hasMore: false },
  room: { items: [], hasMore: false },
  tip: { items: [], hasMore: false },
  article: { items: [], hasMore: false },
  clip: { items: [], hasMore: false },
  post: { items: [], hasMore: false },
  member: { items: [], hasMore: false },
  group: { items: [], hasMore: false },
  place: { items: [], hasMore: false },
});

async function searchKind<K extends SearchKind>(db: Db, kind: K, tokens: readonly string[], limit: number, ctx: SearchCtx): Promise<Group<K>> {
  const keys = await matchingKeys(db, kind, tokens, kind === 'match' ? MATCH_CANDIDATES : limit + 1);
  if (keys.length === 0) return { items: [], hasMore: false } as Group<K>;
  const ids = keys.flatMap((key) => parseSearchKey(key)?.id ?? []);
  const items: ResultItem<K>[] = await SEARCH_RESULTS[kind](db, ids, ctx);
  return { items: items.slice(0, limit), hasMore: items.length > limit } as Group<K>;
}

async function fill<K extends SearchKind>(results: SearchResults, kind: K, find: () => Promise<Group<K>>): Promise<void> {
  results[kind] = await find();
}

/** GET site search: each kind (or the one asked for) with its best `limit` answers. */
export async function siteSearch(db: Db, q: z.output<typeof siteSearchCall.query>, ctx: SearchCtx): Promise<SearchResults> {
  const results = EMPTY();
  const tokens = searchTokens(q.q);
  if (tokens.length === 0) return results;
  await refreshSearchIndex(db);
  const kinds = q.kind ? [q.kind] : SEARCH_KINDS;
  await Promise.all(kinds.map((kind) => fill(results, kind, () => searchKind(db, kind, tokens, q.limit, ctx))));
  return results;
}

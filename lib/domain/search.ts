/** The site search (spec §2 `/tim-kiem`): what it finds, how much, and where its page lives. */

/** Kinds of things the search finds, in the order suggestions and results list them. */
export const SEARCH_KINDS = ['match', 'team', 'player', 'league', 'room', 'tip', 'article', 'clip', 'post', 'member', 'group', 'place'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export function isSearchKind(value: unknown): value is SearchKind {
  return typeof value === 'string' && (SEARCH_KINDS as readonly string[]).includes(value);
}

/**
 * Each kind's number in the index. An entry's key is `code * 2^32 + id`, so one integer names both
 * the kind and the row and a kind's entries are one key range. Never renumber a kind.
 */
export const SEARCH_KIND_CODES: Readonly<Record<SearchKind, number>> = { match: 1, team: 2, player: 3, league: 4, room: 5, tip: 6, article: 7, clip: 8, post: 9, member: 10, group: 11, place: 12 };
export const SEARCH_KEY_SPAN = 4_294_967_296;

export const searchKey = (kind: SearchKind, id: number): number => SEARCH_KIND_CODES[kind] * SEARCH_KEY_SPAN + id;

/** The kind and row id of an index key, or null for a key of no known kind. */
export function parseSearchKey(key: number): { kind: SearchKind; id: number } | null {
  const code = Math.floor(key / SEARCH_KEY_SPAN);
  const kind = SEARCH_KINDS.find((k) => SEARCH_KIND_CODES[k] === code);
  return kind ? { kind, id: key - code * SEARCH_KEY_SPAN } : null;
}

export const SEARCH_LIMITS = {
  /** Longest query accepted (characters, after trimming). */
  queryChars: 80,
  /** Per kind: what the header's suggestions show, what the results page shows, and the most one call may ask. */
  suggest: 4,
  page: 6,
  kindPage: 24,
  perKindMax: 30,
} as const;

/** How long the header box waits after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 200;

export const SEARCH_PATH = '/tim-kiem';

/** `/tim-kiem?q=…[&kind=…]` */
export function searchPath(query: string, kind?: SearchKind): string {
  const params = new URLSearchParams({ q: query });
  if (kind) params.set('kind', kind);
  return `${SEARCH_PATH}?${params.toString()}`;
}

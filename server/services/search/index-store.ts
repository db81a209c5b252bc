import { sql, type Kysely } from 'kysely';
import { SEARCH_KEY_SPAN, SEARCH_KIND_CODES, type SearchKind } from '@/lib/domain/search';
import { dialectOfDb } from '@/server/db/client';
import { fts5MatchText, tsQueryText } from './query-text';

/** The two dialects' search index (migration 012): the only SQL that names it. */

export interface IndexEntry {
  key: number;
  /** Folded text. */
  body: string;
}

function keyRange(kind: SearchKind): [number, number] {
  const low = SEARCH_KIND_CODES[kind] * SEARCH_KEY_SPAN;
  return [low, low + SEARCH_KEY_SPAN - 1];
}

/** Keys of one kind's entries that hold every word (as a prefix), best first. */
export async function matchingKeys<T>(db: Kysely<T>, kind: SearchKind, tokens: readonly string[], limit: number): Promise<number[]> {
  const [low, high] = keyRange(kind);
  if (dialectOfDb(db) === 'postgres') {
    const text = tsQueryText(tokens);
    if (!text) return [];
    const { rows } = await sql<{ key: number }>`
      SELECT key FROM search_index, to_tsquery('simple', ${text}) AS query
      WHERE doc @@ query AND key BETWEEN ${low} AND ${high}
      ORDER BY ts_rank(doc, query) DESC, key LIMIT ${limit}`.execute(db);
    return rows.map((r) => Number(r.key));
  }
  const text = fts5MatchText(tokens);
  if (!text) return [];
  const { rows } = await sql<{ key: number }>`
    SELECT rowid AS key FROM search_index
    WHERE search_index MATCH ${text} AND rowid BETWEEN ${low} AND ${high}
    ORDER BY rank, rowid LIMIT ${limit}`.execute(db);
  return rows.map((r) => Number(r.key));
}

const CHUNK = 200;

/** Replaces the entries of `keys`: those in `entries` get their new text, the others are removed. */
export async function replaceEntries<T>(db: Kysely<T>, keys: readonly number[], entries: readonly IndexEntry[]): Promise<void> {
  const pg = dialectOfDb(db) === 'postgres';
  const keyColumn = sql.raw(pg ? 'key' : 'rowid');
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    await sql`DELETE FROM search_index WHERE ${keyColumn} IN (${sql.join(chunk)})`.execute(db);
  }
  for (let i = 0; i < entries.length; i += CHUNK) {
    const values = entries.slice(i, i + CHUNK).map((e) => sql`(${e.key}, ${e.body})`);
    await sql`INSERT INTO search_index (${keyColumn}, body) VALUES ${sql.join(values)}`.execute(db);
  }
}

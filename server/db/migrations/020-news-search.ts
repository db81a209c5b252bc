import { sql, type Kysely, type Migration } from 'kysely';
import { SEARCH_KIND_CODES } from '@/lib/domain/search';
import type { DialectName } from '../client';
import { dropSearchTriggers, key, postgresTrigger, sqliteTriggers, type Source } from './search-triggers';

type AnyDb = Kysely<unknown>;

/** An article is indexed by its headlines and standfirsts; its status decides whether it has any text. */
const ARTICLES: Source = {
  table: 'news_articles',
  code: SEARCH_KIND_CODES.article,
  columns: ['headline_vi', 'headline_en', 'headline_zh', 'standfirst_vi', 'standfirst_en', 'standfirst_zh', 'status'],
};

/**
 * Indexed before this migration: every row is indexed again, because the index now splits Chinese text
 * into characters (lib/format/fold searchWords), which rows indexed earlier were not.
 */
const INDEXED = [
  ['fixtures', SEARCH_KIND_CODES.match],
  ['teams', SEARCH_KIND_CODES.team],
  ['players', SEARCH_KIND_CODES.player],
  ['leagues', SEARCH_KIND_CODES.league],
  ['chat_groups', SEARCH_KIND_CODES.room],
  ['tips', SEARCH_KIND_CODES.tip],
] as const;

/** News in the site search (see 013-search): the same triggers on articles, every article queued, and the rest queued again. */
export const newsSearch = (dialect: DialectName): Migration => ({ up: (db) => up(db, dialect === 'postgres'), down: (db) => dropSearchTriggers(db, ARTICLES, dialect === 'postgres') });

async function up(db: AnyDb, pg: boolean): Promise<void> {
  for (const statement of pg ? postgresTrigger(ARTICLES) : sqliteTriggers(ARTICLES)) await sql.raw(statement).execute(db);
  for (const [table, code] of [...INDEXED, [ARTICLES.table, ARTICLES.code] as const]) {
    await sql.raw(`INSERT INTO search_pending (item_key) SELECT ${key(code, 'id')} FROM ${table}`).execute(db);
  }
}

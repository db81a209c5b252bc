import { sql, type Kysely, type Migration } from 'kysely';
import { SEARCH_KIND_CODES } from '@/lib/domain/search';
import type { DialectName } from '../client';
import { dropSearchTriggers, key, postgresTrigger, sqliteTriggers, type Source } from './search-triggers';

type AnyDb = Kysely<unknown>;

/**
 * A clip is indexed by its titles and the names of its sport and type. When it may be watched is
 * decided at search time (its publishing time), so that column needs no refresh.
 */
const CLIPS: Source = {
  table: 'highlight_clips',
  code: SEARCH_KIND_CODES.clip,
  columns: ['title_vi', 'title_en', 'title_zh', 'category', 'type'],
};

/** Highlights in the site search (see 013-search): the same triggers on clips, and every clip queued. */
export const highlightsSearch = (dialect: DialectName): Migration => ({
  up: (db) => up(db, dialect === 'postgres'),
  down: (db) => dropSearchTriggers(db, CLIPS, dialect === 'postgres'),
});

async function up(db: AnyDb, pg: boolean): Promise<void> {
  for (const statement of pg ? postgresTrigger(CLIPS) : sqliteTriggers(CLIPS)) await sql.raw(statement).execute(db);
  await sql.raw(`INSERT INTO search_pending (item_key) SELECT ${key(CLIPS.code, 'id')} FROM ${CLIPS.table}`).execute(db);
}

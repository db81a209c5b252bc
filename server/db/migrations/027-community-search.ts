import { sql, type Kysely, type Migration } from 'kysely';
import { SEARCH_KIND_CODES } from '@/lib/domain/search';
import type { DialectName } from '../client';
import { dropSearchTriggers, key, postgresTrigger, sqliteTriggers, type Source } from './search-triggers';

type AnyDb = Kysely<unknown>;

const GROUPS: Source = {
  table: 'community_groups',
  code: SEARCH_KIND_CODES.group,
  columns: ['name_vi', 'name_en', 'name_zh', 'description_vi', 'description_en', 'description_zh'],
};

const PLACES: Source = { table: 'places', code: SEARCH_KIND_CODES.place, columns: ['name_vi', 'name_en', 'name_zh', 'city'] };

/** Community groups and places in the site search (see 013-search): their triggers, and every row queued. */
export const communitySearch = (dialect: DialectName): Migration => ({
  up: (db) => up(db, dialect === 'postgres'),
  down: async (db) => {
    for (const source of [GROUPS, PLACES]) await dropSearchTriggers(db, source, dialect === 'postgres');
  },
});

async function up(db: AnyDb, pg: boolean): Promise<void> {
  for (const source of [GROUPS, PLACES]) {
    for (const statement of pg ? postgresTrigger(source) : sqliteTriggers(source)) await sql.raw(statement).execute(db);
    await sql.raw(`INSERT INTO search_pending (item_key) SELECT ${key(source.code, 'id')} FROM ${source.table}`).execute(db);
  }
}

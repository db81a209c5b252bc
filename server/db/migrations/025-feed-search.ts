import { sql, type Kysely, type Migration } from 'kysely';
import { SEARCH_KIND_CODES } from '@/lib/domain/search';
import type { DialectName } from '../client';
import { dropSearchTriggers, key, postgresTrigger, sqliteTriggers, type Source } from './search-triggers';

type AnyDb = Kysely<unknown>;

/** A post is indexed by its text while it is public and visible outside a group; each of those columns can change that. */
const POSTS: Source = { table: 'posts', code: SEARCH_KIND_CODES.post, columns: ['body', 'state', 'audience', 'group_id'] };

/** A member is found by the names others see. */
const USERS: Source = { table: 'users', code: SEARCH_KIND_CODES.member, columns: ['display_name', 'username', 'nickname'] };

/** Feed posts and members in the site search (see 013-search): their triggers, and every row queued. */
export const feedSearch = (dialect: DialectName): Migration => ({
  up: (db) => up(db, dialect === 'postgres'),
  down: async (db) => {
    for (const source of [POSTS, USERS]) await dropSearchTriggers(db, source, dialect === 'postgres');
  },
});

async function up(db: AnyDb, pg: boolean): Promise<void> {
  for (const source of [POSTS, USERS]) {
    for (const statement of pg ? postgresTrigger(source) : sqliteTriggers(source)) await sql.raw(statement).execute(db);
    await sql.raw(`INSERT INTO search_pending (item_key) SELECT ${key(source.code, 'id')} FROM ${source.table}`).execute(db);
  }
}

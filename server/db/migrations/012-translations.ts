import { sql, type Kysely, type Migration } from 'kysely';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { slugify } from '@/lib/format/slug';
import { LOBBY } from '@/server/chat/store';
import { LEAGUES } from '@/server/feed/simulated/catalog';
import { TOPIC_ROOMS } from '../seed/chat-topics';

type AnyDb = Kysely<unknown>;

/** The word once written before every commentator's name; the interface now shows it per language. */
const COMMENTATOR_PREFIX = 'BLV ';

/**
 * Translated text: every table with descriptive text keeps it as a `…_vi/…_en/…_zh` column trio.
 * Leagues, live rooms and chat rooms move their one Vietnamese column to the trio; tips too, with a
 * `lang` column naming the language a member wrote in; chat messages get `lang` alone. Existing text
 * is copied into all three columns and marked as Vietnamese where it is member content; the demo's
 * descriptive league and chat-room names get their English and Chinese. Commentators' names lose the
 * "BLV " prefix, which the interface now shows in the viewer's language.
 */
export const translations = (): Migration => ({ up, down });

async function up(db: AnyDb): Promise<void> {
  await toTrio(db, 'leagues', 'name');
  await toTrio(db, 'live_rooms', 'title');
  await toTrio(db, 'chat_groups', 'name');
  await toTrio(db, 'chat_groups', 'description');
  await toTrio(db, 'tips', 'analysis');
  await db.schema.alterTable('tips').addColumn('lang', 'text').execute();
  // Every tip so far was written in Vietnamese, the hosts' included.
  await sql`UPDATE tips SET lang = 'vi'`.execute(db);
  await db.schema.alterTable('chat_messages').addColumn('lang', 'text').execute();

  for (const def of LEAGUES) {
    if (!def.translated) continue;
    await sql`UPDATE leagues SET name_en = ${def.translated.en}, name_zh = ${def.translated.zh} WHERE slug = ${slugify(def.name)} AND name_vi = ${def.name}`.execute(db);
  }
  for (const room of [LOBBY, ...TOPIC_ROOMS]) {
    await sql`UPDATE chat_groups SET name_en = ${room.name.en}, name_zh = ${room.name.zh}, description_en = ${room.description.en}, description_zh = ${room.description.zh}
      WHERE kind IN ('lobby', 'topic') AND name_vi = ${room.name.vi} AND description_vi = ${room.description.vi}`.execute(db);
  }

  const prefixed = `${COMMENTATOR_PREFIX}%`;
  const from = COMMENTATOR_PREFIX.length + 1;
  await sql`UPDATE users SET display_name = SUBSTR(display_name, ${sql.lit(from)}) WHERE site_role_id = ${SITE_ROLE.commentator} AND display_name LIKE ${prefixed}`.execute(db);
  await sql`UPDATE chat_messages SET show_name = SUBSTR(show_name, ${sql.lit(from)})
    WHERE show_name LIKE ${prefixed} AND user_id IN (SELECT id FROM users WHERE site_role_id = ${SITE_ROLE.commentator})`.execute(db);
}

/** Renames `column` to `column_vi` and adds `_en`/`_zh` holding the same text. */
async function toTrio(db: AnyDb, table: string, column: string): Promise<void> {
  await db.schema.alterTable(table).renameColumn(column, `${column}_vi`).execute();
  for (const suffix of ['en', 'zh']) {
    await db.schema.alterTable(table).addColumn(`${column}_${suffix}`, 'text', (c) => c.notNull().defaultTo('')).execute();
  }
  await sql`UPDATE ${sql.table(table)} SET ${sql.ref(`${column}_en`)} = ${sql.ref(`${column}_vi`)}, ${sql.ref(`${column}_zh`)} = ${sql.ref(`${column}_vi`)}`.execute(db);
}

/** Back to one column of Vietnamese text; English and Chinese are dropped, the commentators' prefix restored. */
async function down(db: AnyDb): Promise<void> {
  await sql`UPDATE users SET display_name = ${COMMENTATOR_PREFIX} || display_name WHERE site_role_id = ${SITE_ROLE.commentator} AND display_name NOT LIKE ${`${COMMENTATOR_PREFIX}%`}`.execute(db);
  await db.schema.alterTable('chat_messages').dropColumn('lang').execute();
  await db.schema.alterTable('tips').dropColumn('lang').execute();
  for (const [table, column] of [['tips', 'analysis'], ['chat_groups', 'description'], ['chat_groups', 'name'], ['live_rooms', 'title'], ['leagues', 'name']] as const) {
    for (const suffix of ['en', 'zh']) await db.schema.alterTable(table).dropColumn(`${column}_${suffix}`).execute();
    await db.schema.alterTable(table).renameColumn(`${column}_vi`, column).execute();
  }
}

import type { Migration } from 'kysely';

/**
 * The language a comment and a member's bio were written in (the page's when they were written), so
 * pages in another language mark them as such; null for what was written before it was kept.
 */
export const writtenLanguage = (): Migration => ({
  up: async (db) => {
    await db.schema.alterTable('comments').addColumn('lang', 'text').execute();
    await db.schema.alterTable('member_profiles').addColumn('bio_lang', 'text').execute();
  },
  down: async (db) => {
    await db.schema.alterTable('member_profiles').dropColumn('bio_lang').execute();
    await db.schema.alterTable('comments').dropColumn('lang').execute();
  },
});

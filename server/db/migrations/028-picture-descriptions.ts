import type { Migration } from 'kysely';

/** A post's pictures keep the description their author wrote, read out in their place ('' for none). */
export const pictureDescriptions = (): Migration => ({
  up: async (db) => {
    await db.schema.alterTable('post_images').addColumn('alt', 'text', (c) => c.notNull().defaultTo('')).execute();
  },
  down: async (db) => {
    await db.schema.alterTable('post_images').dropColumn('alt').execute();
  },
});

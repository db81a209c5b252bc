import type { FeedDb } from './tables';

/** What the feed remembers between advances, by key in feedMeta. */
export const META = { advancedTo: 'advanced_to', seed: 'seed' } as const;

export async function readMeta(db: FeedDb, key: string): Promise<number | undefined> {
  const row = await db.selectFrom('feedMeta').select('value').where('key', '=', key).executeTakeFirst();
  return row === undefined ? undefined : Number(row.value);
}

export async function writeMeta(db: FeedDb, key: string, value: number): Promise<void> {
  await db.insertInto('feedMeta').values({ key, value }).onConflict((oc) => oc.column('key').doUpdateSet({ value })).execute();
}

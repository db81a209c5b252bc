import fs from 'node:fs';
import path from 'node:path';
import { defaultUploadsDir } from '@/server/api/account-deps';
import { openDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { seed } from '@/server/db/seed';

/**
 * Seeds a throwaway database once before the test files start, so the feed's demo pictures are drawn
 * into the uploads folder's cache by one process. Otherwise every file that seeds would draw them at
 * the same moment on a fresh checkout, and its hooks would run out of time on a small machine.
 */
export default async function warmSeedDrawings(): Promise<void> {
  // Drawn before: the few pictures that depend on the seed's date are cheap enough to draw in each file.
  if (fs.existsSync(path.join(defaultUploadsDir(), '.seed-drawings.json'))) return;
  const db = await openDb({ sqlitePath: ':memory:' });
  try {
    await migrateToLatest(db, 'sqlite');
    await seed(db, { now: Date.now() });
  } finally {
    await db.destroy();
  }
}

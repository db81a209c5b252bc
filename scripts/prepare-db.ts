import { dialectOf, envConfig, openDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { isSeeded, seed } from '@/server/db/seed';
import { logger } from '@/server/logger';

const config = envConfig();
const db = await openDb(config);
try {
  const applied = await migrateToLatest(db, dialectOf(config));
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (await isSeeded(db)) {
    logger.info('database already seeded');
  } else {
    const summary = await seed(db, { now: Date.now() });
    logger.info({ summary }, 'database seeded');
  }
} finally {
  await db.destroy();
}

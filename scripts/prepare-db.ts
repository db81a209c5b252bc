import { envConfig, openDb } from '@/server/db/client';
import { prepareDatabase } from '@/server/db/prepare';
import { logger } from '@/server/logger';

const config = envConfig();
const db = await openDb(config);
try {
  const { applied, seeded } = await prepareDatabase(db, config, { seed: true });
  if (applied.length) logger.info({ applied }, 'migrations applied');
  if (seeded) logger.info({ summary: seeded }, 'database seeded');
  else logger.info('database already seeded');
} finally {
  await db.destroy();
}

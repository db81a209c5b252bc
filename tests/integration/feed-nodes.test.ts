import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '@/server/db/client';
import { seed } from '@/server/db/seed';
import { createSimulator } from '@/server/feed/simulator';
import { openPostgresTestDb, postgresReachable, TEST_PG_URL, type TestDb } from '../fixtures/test-db';

const MIN = 60_000;
/** Sunday 22 November 2026, 20:00 in Ho Chi Minh City. */
const T0 = Date.UTC(2026, 10, 22, 13, 0);

const pgReachable = await postgresReachable();
if (!pgReachable && process.env.CI === 'true') throw new Error('PostgreSQL is required in CI');

describe.skipIf(!pgReachable)('the match feed with several nodes on one PostgreSQL database', () => {
  let t: TestDb;
  let otherNode: Db;
  beforeAll(async () => {
    t = await openPostgresTestDb();
    await seed(t.db, { now: T0 });
    await createSimulator(t.db).advance(T0);
    // A second node: its own connection pool to the same database.
    otherNode = await openDb({ databaseUrl: await databaseUrlOf(t.db) });
  }, 120_000);
  afterAll(async () => {
    await otherNode?.destroy();
    await t?.close();
  });

  it('advances once when two nodes tick at the same moment, without errors or doubled events', async () => {
    const at = T0 + 95 * MIN;
    const [a, b] = await Promise.all([createSimulator(t.db).advance(at), createSimulator(otherNode).advance(at)]);
    // One node did the work; the other found it under way and skipped its turn.
    expect([a.states, b.states].filter((n) => n > 0)).toHaveLength(1);
    const doubled = await t.db
      .selectFrom('matchEvents')
      .select(['fixtureId', 'seq', (eb) => eb.fn.countAll().as('n')])
      .groupBy(['fixtureId', 'seq'])
      .having((eb) => eb.fn.countAll(), '>', 1)
      .execute();
    expect(doubled).toEqual([]);
  }, 60_000);
});

/** The connection string of the test database, read back from the server itself. */
async function databaseUrlOf(db: Db): Promise<string> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db);
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${rows[0]?.name ?? ''}`;
  return url.toString();
}

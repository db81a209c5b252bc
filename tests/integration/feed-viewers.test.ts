import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateViewers } from '@/server/feed/programme/viewers';
import { feedDb } from '@/server/feed/tables';
import { seedTestData, TEST_NOW } from '../fixtures/dataset';
import { testBackends, type TestDb } from '../fixtures/test-db';

const backends = await testBackends();
const MATCH_MS = 105 * 60_000;

// From the test dataset: rooms 1 (500 viewers) and 2 (900) stream the live football match.
describe.each(backends)('the simulated viewer counts on $name', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await backend.open();
    await seedTestData(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const viewers = async (id: number) => (await t.db.selectFrom('liveRooms').select('viewerCount').where('id', '=', id).executeTakeFirstOrThrow()).viewerCount;

  it("move the demo rooms' counts and leave a commentator's room to its real viewers", async () => {
    await t.db.updateTable('liveRooms').set({ demo: 0, viewerCount: 3 }).where('id', '=', 1).execute();
    const changed = await updateViewers(feedDb(t.db), TEST_NOW, () => MATCH_MS);
    expect(changed).toBeGreaterThan(0);
    expect(await viewers(2)).not.toBe(900);
    expect(await viewers(1)).toBe(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopTipster } from '@/lib/contract/tips';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { seedTipsData } from '../fixtures/tips-data';

const backends = await testBackends();

describe.each(backends)('top tipsters on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
    await seedTipsData(h.t.db);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const get = <D>(url: string) => call<D>(h.api, url);
  const top = (qs = '') => get<TopTipster[]>(`/other/api/schedule-tips/v2/top-rating${qs}`);

  it('ranks by settled win rate, voids not counted, with a minimum of settled tips', async () => {
    const res = await top();
    expect(res.status).toBe(200);
    expect(res.body.data.map((t) => [t.rank, t.author.displayName, t.won, t.lost, t.streak])).toEqual([
      [1, 'Hoops', 5, 0, 5],
      [2, 'Ace', 6, 1, 3],
      [3, 'Even', 5, 5, -2],
    ]);
    expect(res.body.data[0]).toMatchObject({ tips: 8, winRate: 1 });
  });

  it('filters by the sport’s filter code', async () => {
    expect((await top('?type=10')).body.data.map((t) => t.author.displayName)).toEqual(['Ace', 'Even']);
    expect((await top('?type=20')).body.data.map((t) => t.author.displayName)).toEqual(['Hoops']);
    expect((await top('?type=30')).body.data).toEqual([]);
  });

  it.each(['24', '999', '6', 'abc', '10.5'])('answers 422 to type=%s', async (type) => {
    expect((await top(`?type=${type}`)).status).toBe(422);
  });
});

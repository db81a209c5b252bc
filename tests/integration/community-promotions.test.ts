import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion } from '@/lib/contract/community';
import { POINT_KIND } from '@/lib/domain/points';
import { pointsOf } from '@/server/services/points';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { guestToken } from './auth-tokens';
import { addMember, type TestMember } from './community-fixtures';

const backends = await testBackends();
const P = '/other/api/promotion';
const DAY = 86_400_000;

function promo(id: number, slug: string, from: number, to: number, points: number) {
  const now = Date.now();
  return {
    id, slug, titleVi: `KM ${slug}`, titleEn: `Promo ${slug}`, titleZh: `優惠 ${slug}`,
    summaryVi: 'Tóm tắt', summaryEn: 'Summary', summaryZh: '摘要',
    rulesVi: 'Luật một\nLuật hai', rulesEn: 'Rule one\n\nRule two', rulesZh: '規則一\n規則二',
    points, banner: `/media/banner/promo-${slug}.svg`, startsAt: now + from * DAY, endsAt: now + to * DAY, sort: id,
  };
}

describe.each(backends)('promotions on $name', (backend) => {
  let h: Harness;
  let fan: TestMember;
  let racer: TestMember;
  beforeAll(async () => {
    h = await openHarness(backend);
    fan = await addMember(h.t.db, 'promo01', 'Promo Fan');
    racer = await addMember(h.t.db, 'promo02', 'Racer');
    await h.t.db.insertInto('promotions').values([promo(1, 'ended', -10, -1, 30), promo(2, 'running', -1, 5, 100), promo(3, 'upcoming', 2, 9, 150), promo(4, 'running-too', -2, 3, 40)]).execute();
  });
  afterAll(async () => {
    await h.t.close();
  });

  const claim = (body: unknown, token?: string) => call<{ promotion: Promotion; points: number }>(h.api, `${P}/claim`, { body, token });
  const ledger = (userId: number) => h.t.db.selectFrom('pointLedger').selectAll().where('userId', '=', userId).where('kind', '=', POINT_KIND.promotion).execute();

  it('lists running promotions first, then upcoming, then ended, in the language asked', async () => {
    const res = await call<Promotion[]>(h.api, `${P}/list`, { headers: { 'x-language': 'en' } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((p) => [p.slug, p.status])).toEqual([['running', 'running'], ['running-too', 'running'], ['upcoming', 'upcoming'], ['ended', 'ended']]);
    expect(res.body.data[0]).toMatchObject({ title: 'Promo running', rules: ['Rule one', 'Rule two'], claimed: false });
  });

  it('shows one promotion by slug and 404s an unknown one', async () => {
    const res = await call<Promotion>(h.api, `${P}/detail?slug=upcoming`, { headers: { 'x-language': 'zh' } });
    expect(res.body.data).toMatchObject({ id: 3, title: '優惠 upcoming', status: 'upcoming' });
    expect((await call(h.api, `${P}/detail?slug=nope`)).status).toBe(404);
  });

  it('answers 401 to a guest claiming', async () => {
    expect((await claim({ id: 2 }, (await guestToken()).token)).status).toBe(401);
    expect((await claim({ id: 2 })).status).toBe(401);
  });

  it('pays a running promotion once and marks it claimed', async () => {
    const res = await claim({ id: 2 }, fan.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ points: 100, promotion: { id: 2, claimed: true } });
    expect(await pointsOf(h.t.db, fan.id)).toBe(100);
    const again = await claim({ id: 2 }, fan.token);
    expect(again.status).toBe(409);
    expect(await pointsOf(h.t.db, fan.id)).toBe(100);
    const detail = await call<Promotion>(h.api, `${P}/detail?slug=running`, { token: fan.token });
    expect(detail.body.data.claimed).toBe(true);
  });

  it('answers 409 outside the period and pays nothing', async () => {
    expect((await claim({ id: 1 }, fan.token)).status).toBe(409);
    expect((await claim({ id: 3 }, fan.token)).status).toBe(409);
    expect((await ledger(fan.id)).map((r) => r.ref)).toEqual(['2']);
  });

  it('answers 404 to an unknown promotion and 422 to a bad id', async () => {
    expect((await claim({ id: 999 }, fan.token)).status).toBe(404);
    const bad = await claim({ id: -1 }, fan.token);
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('id');
  });

  it('turns raced claims into one claim and one award', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => claim({ id: 4 }, racer.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const claims = await h.t.db.selectFrom('promotionClaims').selectAll().where('userId', '=', racer.id).execute();
    expect(claims).toHaveLength(1);
    expect(await ledger(racer.id)).toHaveLength(1);
    expect(await pointsOf(h.t.db, racer.id)).toBe(40);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contract/endpoint';
import { matchOpinion, type Opinion } from '@/lib/contract/room';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { FX } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';
import { forgedToken, guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const URL_ = '/live/api/schedule/opinion';

describe.each(backends)('opinion on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const read = async (fixtureId: number, token?: string) => {
    const res = await call(h.api, `${URL_}?fixtureId=${fixtureId}`, { token });
    expect(res.status).toBe(200);
    return envelope(matchOpinion.data).parse(res.body).data;
  };
  const vote = (body: unknown, token?: string) => call<Opinion>(h.api, URL_, { method: 'POST', body, token });

  it('starts at zero for everyone, without login', async () => {
    expect(await read(FX.upcomingFootball)).toEqual({ home: 0, draw: 0, away: 0, myPick: null });
  });

  it('counts a member’s and a guest’s votes and shows each their own pick', async () => {
    const member = await memberToken(h.data.fanId);
    const guest = (await guestToken()).token;
    expect((await vote({ fixtureId: FX.liveFootball, pick: 'home' }, member)).body.data).toEqual({ home: 1, draw: 0, away: 0, myPick: 'home' });
    expect((await vote({ fixtureId: FX.liveFootball, pick: 'away' }, guest)).body.data).toEqual({ home: 1, draw: 0, away: 1, myPick: 'away' });
    expect(await read(FX.liveFootball)).toEqual({ home: 1, draw: 0, away: 1, myPick: null });
    expect((await read(FX.liveFootball, member)).myPick).toBe('home');
  });

  it('lets a voter change their pick without counting twice', async () => {
    const guest = (await guestToken()).token;
    await vote({ fixtureId: FX.upcomingFootball, pick: 'home' }, guest);
    const res = await vote({ fixtureId: FX.upcomingFootball, pick: 'draw' }, guest);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ home: 0, draw: 1, away: 0, myPick: 'draw' });
  });

  it('keys members by user and guests by guest id', async () => {
    const guest = await guestToken();
    await vote({ fixtureId: FX.liveBasketball, pick: 'home' }, guest.token);
    await vote({ fixtureId: FX.liveBasketball, pick: 'away' }, await memberToken(h.data.fanId));
    const keys = await h.t.db.selectFrom('matchVotes').select('voterKey').where('fixtureId', '=', FX.liveBasketball).orderBy('voterKey').execute();
    expect(keys.map((k) => k.voterKey)).toEqual([`g:${guest.userId}`, `u:${h.data.fanId}`]);
  });

  it('ignores a forged token when reading', async () => {
    expect((await read(FX.liveFootball, await forgedToken(h.data.fanId))).myPick).toBeNull();
  });

  it('answers 401 to a vote without a token or with a forged one', async () => {
    expect((await vote({ fixtureId: FX.liveFootball, pick: 'home' })).status).toBe(401);
    expect((await vote({ fixtureId: FX.liveFootball, pick: 'home' }, await forgedToken(h.data.fanId))).status).toBe(401);
    expect((await vote({ fixtureId: FX.liveFootball, pick: 'home' }, 'not-a-token')).status).toBe(401);
  });

  it('answers 409 once the match has ended or was cancelled', async () => {
    const guest = (await guestToken()).token;
    expect((await vote({ fixtureId: FX.endedFootball, pick: 'home' }, guest)).status).toBe(409);
    expect((await vote({ fixtureId: FX.cancelledLate, pick: 'home' }, guest)).status).toBe(409);
  });

  it('answers 404 for an unknown fixture', async () => {
    expect((await call(h.api, `${URL_}?fixtureId=424242`)).status).toBe(404);
    expect((await vote({ fixtureId: 424242, pick: 'home' }, (await guestToken()).token)).status).toBe(404);
  });

  it.each([
    [{ fixtureId: FX.liveFootball, pick: 'maybe' }],
    [{ fixtureId: '1001', pick: 'home' }],
    [{ fixtureId: FX.liveFootball }],
    [{ fixtureId: FX.liveFootball, pick: 'home', extra: 1 }],
    [{ fixtureId: -1, pick: 'home' }],
  ])('answers 422 to %j', async (body) => {
    expect((await vote(body, (await guestToken()).token)).status).toBe(422);
  });

  it('answers 400 to a body that is not JSON and 422 to a bad query', async () => {
    expect((await vote('{oops', (await guestToken()).token)).status).toBe(400);
    expect((await call(h.api, `${URL_}?fixtureId=abc`)).status).toBe(422);
  });
});

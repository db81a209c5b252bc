import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';
import { memberToken } from './auth-tokens';
import { addUser } from './chat-fixtures';

const backends = await testBackends();

const GETS = [
  '/live/api/schedule/liveRoom?id=',
  '/al/api/schedule/anchorSchedule?fixtureId=',
  '/al/api/schedule/anchorSchedule?userId=',
  '/live/api/schedule/anchor?pageSize=',
  '/live/api/schedule/anchor?liveModeId=',
  '/live/api/schedule/match-events?fixtureId=',
  '/live/api/schedule/analysis?fixtureId=',
  '/live/api/schedule/odds?fixtureId=',
  '/live/api/schedule/opinion?fixtureId=',
  '/live/api/schedule/tips?fixtureId=',
];
const VALUES = ['', '-1', '0', '1.5', 'abc', '2147483648', '9'.repeat(40), '%F0%9F%98%80', 'null', '1%27%20OR%201=1'];
const POSTS = ['/live/api/schedule/opinion', '/live/api/user/booking/booking-schedule', '/live/api/user/booking/cancel', '/live/api/user/friend/block', '/live/api/user/friend/unblock'];
const STAFF_GETS = ['/live/api/chat/moderation/log?groupId=', '/live/api/chat/moderation/log?pageNum=', '/live/api/chat/moderation/log?pageSize='];
const BODIES: unknown[] = [[], 'null', '"text"', '42', { fixtureId: 2 ** 53, pick: 'home', commentatorId: 2 ** 53, id: 2 ** 53 }, { fixtureId: null }, { id: [1] }];

describe.each(backends)('bad input to the live API on $name', (backend) => {
  let h: Harness;
  let token: string;
  let staff: string;
  beforeAll(async () => {
    h = await openHarness(backend);
    token = await memberToken(h.data.fanId);
    staff = (await issueAccessToken({ id: await addUser(h.t.db, 'staff', SITE_ROLE.staff), siteRoleId: SITE_ROLE.staff })).token;
  });
  afterAll(async () => {
    await h.t.close();
  });

  it.each(GETS)('%s… answers a clear 4xx to odd values', async (prefix) => {
    for (const v of VALUES) {
      const res = await call(h.api, `${prefix}${v}`);
      // An empty optional parameter counts as absent.
      if (v === '' && prefix.includes('/anchor?')) {
        expect(res.status).toBe(200);
        continue;
      }
      expect([400, 404, 422], `${prefix}${v}`).toContain(res.status);
      expect(res.body.data).toBeNull();
    }
  });

  it.each(POSTS)('%s answers a clear 4xx to odd bodies', async (url) => {
    for (const body of BODIES) {
      const res = await call(h.api, url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), token });
      expect([400, 404, 422], `${url} ${JSON.stringify(body)}`).toContain(res.status);
    }
  });

  it.each(STAFF_GETS)('%s… answers staff a clear 4xx to odd values', async (prefix) => {
    for (const v of VALUES.filter((value) => value !== '')) {
      const res = await call(h.api, `${prefix}${v}`, { token: staff });
      expect([400, 404, 422], `${prefix}${v}`).toContain(res.status);
      expect(res.body.data).toBeNull();
    }
  });

  it('answers 405 to the wrong method', async () => {
    expect((await call(h.api, '/live/api/user/booking/booking-list', { method: 'POST', body: {}, token })).status).toBe(405);
    expect((await call(h.api, '/live/api/user/booking/cancel', { token })).status).toBe(405);
  });
});

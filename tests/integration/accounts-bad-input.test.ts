import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import { call } from '../fixtures/api-harness';
import { newMember, openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const U = '/live/api/user';

const ENDPOINTS = [
  `${U}/login`,
  `${U}/register`,
  `${U}/guest-login`,
  `${U}/refresh-token`,
  `${U}/logout`,
  `${U}/check-email`,
  `${U}/check-phone`,
  `${U}/check-username`,
  `${U}/send-otp`,
  `${U}/check-sms`,
  `${U}/phone-verify`,
  `${U}/send-email`,
  `${U}/email-verify`,
  `${U}/forgot-password`,
  `${U}/reset-password`,
  `${U}/change-password`,
  `${U}/reauth`,
  `${U}/link-google`,
  '/other/api/user/login-google-callback',
];

const ODD = '\u0000\u202e😀'.repeat(8);
const BODIES: unknown[] = [
  '{',
  '[]',
  'null',
  '"text"',
  '42',
  { username: 42, password: ['x'] },
  { username: {}, password: null, displayName: true },
  { login: null, code: 123456, password: 1 },
  { email: ['a@b.c'], phoneNumber: 98765432, to: {} },
  { password: 'x'.repeat(USER_LIMITS.passwordMax + 1), newPassword: 'y'.repeat(USER_LIMITS.passwordMax + 1) },
  { username: ODD, password: ODD, displayName: ODD, login: ODD, email: `${ODD}@example.com`, code: ODD, newPassword: ODD },
  { username: 'ok_name', password: ODD.slice(0, 40), displayName: 'Ok', newPassword: ODD.slice(0, 40), currentPassword: ODD },
  { authorizationCode: 'x'.repeat(5000), state: ODD },
  { refreshToken: 'x'.repeat(600) },
];

describe.each(backends)('bad input to the sign-in and account endpoints on $name', (backend) => {
  let h: AccountHarness;
  let token: string;
  beforeAll(async () => {
    h = await openAccountHarness(backend);
    token = (await newMember(h)).token;
  });
  afterAll(async () => {
    await h.t.close();
  });

  it.each(ENDPOINTS)('%s answers odd bodies with a clear 4xx and no data, as a guest and as a member', async (url) => {
    for (const body of BODIES) {
      for (const auth of [undefined, token]) {
        const res = await call(h.api, url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), token: auth });
        const label = `${url} ${auth ? 'member' : 'guest'} ${JSON.stringify(body).slice(0, 80)}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status !== 200) expect(res.body.data, label).toBeNull();
      }
    }
  });

  it('writes no member for a refused sign-up', async () => {
    const count = async () => Number((await h.t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    let accepted = 0;
    for (const body of BODIES) {
      const res = await call(h.api, `${U}/register`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify({ ...(body as object), username: 'never_written' }) });
      if (res.status === 200) accepted += 1;
    }
    expect(await count()).toBe(before + accepted);
  });
});

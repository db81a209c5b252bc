import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIMITS } from '@/lib/domain/limits';
import { addressLimitFactor, createAddressLimiters } from '@/server/auth/address-limits';
import { call } from '../fixtures/api-harness';
import { openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const U = '/live/api/user';
// The requests arrive through one trusted proxy, which appends the address it saw.
process.env.TRUST_PROXY = '1';

describe.each(backends)('per-address limits on $name', (backend) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(backend, { addressLimits: createAddressLimiters(1) });
  });
  afterAll(async () => {
    await h.t.close();
  });

  let serial = 0;
  const post = (path: string, body: unknown, ip: string) => call(h.api, `${U}/${path}`, { body, headers: { 'x-forwarded-for': ip } });
  const register = (ip: string) => {
    serial += 1;
    return post('register', { username: `limited_${serial}`, password: 'violet-lantern-42', displayName: `Limited ${serial}` }, ip);
  };

  it(`refuses more than ${ADDRESS_LIMITS.register.max} sign-ups from one address with 429, and not from another`, async () => {
    for (let i = 0; i < ADDRESS_LIMITS.register.max; i += 1) expect((await register('10.20.0.1')).status).toBe(200);
    const refused = await register('10.20.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(ADDRESS_LIMITS.register.windowMs / 1000);
    expect((await register('10.20.0.2')).status).toBe(200);
  });

  it(`refuses more than ${ADDRESS_LIMITS.guestLogin.max} guest sessions from one address with 429, and not from another`, async () => {
    for (let i = 0; i < ADDRESS_LIMITS.guestLogin.max; i += 1) expect((await post('guest-login', {}, '10.21.0.1')).status).toBe(200);
    const refused = await post('guest-login', {}, '10.21.0.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect((await post('guest-login', {}, '10.21.0.2')).status).toBe(200);
  });

  it.each([
    ['check-username', { username: 'somebody_new' }],
    ['check-email', { email: 'somebody.new@example.com' }],
    ['check-phone', { phoneNumber: '0912000111' }],
  ])('refuses %s with 429 once the address has spent its availability checks, and not from another', async (path, body) => {
    const ip = `10.22.0.${++serial % 250}`;
    for (let i = 0; i < ADDRESS_LIMITS.availability.max; i += 1) expect((await post(path, body, ip)).status).toBe(200);
    const refused = await post(path, body, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect((await post(path, body, `10.23.0.${serial % 250}`)).status).toBe(200);
  });

  it('shares one allowance between the three availability checks', async () => {
    const ip = '10.24.0.1';
    for (let i = 0; i < ADDRESS_LIMITS.availability.max; i += 1) expect((await post('check-username', { username: 'shared_one' }, ip)).status).toBe(200);
    expect((await post('check-email', { email: 'shared@example.com' }, ip)).status).toBe(429);
    expect((await post('check-phone', { phoneNumber: '0912000222' }, ip)).status).toBe(429);
  });

  it('forgets the count when the window ends', async () => {
    const ip = '10.25.0.1';
    for (let i = 0; i < ADDRESS_LIMITS.guestLogin.max; i += 1) await post('guest-login', {}, ip);
    expect((await post('guest-login', {}, ip)).status).toBe(429);
    h.clock.advance(ADDRESS_LIMITS.guestLogin.windowMs);
    expect((await post('guest-login', {}, ip)).status).toBe(200);
  });
});

describe('ADDRESS_LIMIT_FACTOR', () => {
  it('multiplies the allowances by a whole number, and ignores anything else', () => {
    expect(addressLimitFactor({})).toBe(1);
    expect(addressLimitFactor({ ADDRESS_LIMIT_FACTOR: '20' })).toBe(20);
    expect(addressLimitFactor({ ADDRESS_LIMIT_FACTOR: '0' })).toBe(1);
    expect(addressLimitFactor({ ADDRESS_LIMIT_FACTOR: 'lots' })).toBe(1);
  });
});

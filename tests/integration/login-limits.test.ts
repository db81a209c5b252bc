import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '@/lib/contract/user';
import { LOGIN_SLOWDOWN, loginSlowdownMs } from '@/lib/domain/limits';
import { LOGIN_MAX_FAILURES } from '@/server/auth/login-limiter';
import { call } from '../fixtures/api-harness';
import { newMember, openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const U = '/live/api/user';
const PASSWORD = 'violet-lantern-42';
// The requests arrive through one trusted proxy, which appends the address it saw.
process.env.TRUST_PROXY = '1';

describe.each(backends)('login limits on $name', (backend) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const login = (username: string, password: string, forwardedFor: string) =>
    call<SessionTokens>(h.api, `${U}/login`, { body: { username, password }, headers: { 'x-forwarded-for': forwardedFor } });

  /** Fails `times` times from the addresses given, waiting out the account's slowdown before each try. */
  async function failMany(username: string, times: number, addressOf: (i: number) => string) {
    for (let i = 0; i < times; i += 1) {
      expect((await login(username, 'not-the-password', addressOf(i))).status).toBe(401);
      h.clock.advance(loginSlowdownMs(i + 1));
    }
  }

  it(`blocks a username and address after ${LOGIN_MAX_FAILURES} failed logins with 429, while another address may still log in`, async () => {
    const m = await newMember(h);
    await failMany(m.username, LOGIN_MAX_FAILURES, () => '10.9.9.9');
    const blocked = await login(m.username, PASSWORD, '10.9.9.9');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).not.toBeNull();
    expect((await login(m.username, PASSWORD, '10.9.9.10')).status).toBe(200);
  });

  it('does not let a client reset the username and address window by changing the left-most X-Forwarded-For', async () => {
    const m = await newMember(h);
    await failMany(m.username, LOGIN_MAX_FAILURES, (i) => `198.51.100.${i}, 10.7.7.7`);
    expect((await login(m.username, PASSWORD, '203.0.113.99, 10.7.7.7')).status).toBe(429);
  });

  it('slows down guesses at one account spread over many addresses, even with the right password', async () => {
    const m = await newMember(h);
    for (let i = 0; i < LOGIN_SLOWDOWN.freeFailures; i += 1) expect((await login(m.username, 'not-the-password', `10.8.0.${i}`)).status).toBe(401);
    const slowed = await login(m.username, PASSWORD, '10.8.1.1');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBe(LOGIN_SLOWDOWN.firstDelayMs / 1000);
  });

  it('never makes the member wait longer than the cap, however many failures from however many addresses', async () => {
    const m = await newMember(h);
    await failMany(m.username, 30, (i) => `10.6.${Math.floor(i / 200)}.${i % 200}`);
    expect((await login(m.username, 'not-the-password', '10.6.9.9')).status).toBe(401);
    const slowed = await login(m.username, PASSWORD, '10.6.9.10');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(LOGIN_SLOWDOWN.maxDelayMs / 1000);
  });

  it('lets the right password in once the short delay has passed, and a success clears the slowdown', async () => {
    const m = await newMember(h);
    await failMany(m.username, 30, (i) => `10.5.${Math.floor(i / 200)}.${i % 200}`);
    expect((await login(m.username, PASSWORD, '10.5.9.9')).status).toBe(200);
    expect((await login(m.username, 'not-the-password', '10.5.9.10')).status).toBe(401);
    expect((await login(m.username, PASSWORD, '10.5.9.11')).status).toBe(200);
  });

  it('counts an unknown username like a known one, so the answer does not tell them apart', async () => {
    for (let i = 0; i < LOGIN_SLOWDOWN.freeFailures; i += 1) expect((await login('nobody_here', 'not-the-password', `10.4.0.${i}`)).status).toBe(401);
    expect((await login('nobody_here', 'not-the-password', '10.4.1.1')).status).toBe(429);
  });
});

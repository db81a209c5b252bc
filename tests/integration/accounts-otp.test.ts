import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP } from '@/lib/domain/accounts';
import type { AccountInfo } from '@/lib/contract/accounts';
import { call } from '../fixtures/api-harness';
import { lastCodeSentTo, newMember, openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const U = '/live/api/user';
// Each test speaks from its own address, written by one trusted proxy.
process.env.TRUST_PROXY = '1';

describe.each(backends)('phone and email codes on $name', (backend) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  let ipSerial = 0;
  /** Each test speaks from its own address, so the per-address limits of one do not leak into another. */
  const freshIp = () => `10.1.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`;
  const send = (to: string, ip: string, token?: string) =>
    call<{ expiresIn: number; resendIn: number }>(h.api, `${U}/send-otp`, { body: { to, displayName: 'Lan' }, headers: { 'x-forwarded-for': ip }, token });
  const check = (phoneNumber: string, code: string, ip: string) =>
    call<{ valid: boolean }>(h.api, `${U}/check-sms`, { body: { phoneNumber, code }, headers: { 'x-forwarded-for': ip } });
  const verify = (phoneNumber: string, code: string, token: string, ip: string) =>
    call<AccountInfo>(h.api, `${U}/phone-verify`, { body: { phoneNumber, code }, token, headers: { 'x-forwarded-for': ip } });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a 6-digit code by SMS to the outbox, and stores only its hash', async () => {
    const ip = freshIp();
    const res = await send('0930000001', ip);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ expiresIn: OTP.ttlMs / 1000, resendIn: OTP.resendCooldownMs / 1000 });
    const code = await lastCodeSentTo(h, '0930000001');
    expect(code).toMatch(/^\d{6}$/);
    const msg = await h.t.db.selectFrom('outboxMessages').selectAll().where('recipient', '=', '0930000001').executeTakeFirstOrThrow();
    expect(msg).toMatchObject({ channel: 'sms', kind: 'phone-verify' });
    expect(msg.body).toContain('Lan');
    const row = await h.t.db.selectFrom('verificationCodes').selectAll().where('target', '=', '0930000001').executeTakeFirstOrThrow();
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a malformed phone number or code with 422 naming the field', async () => {
    const ip = freshIp();
    expect((await send('09-3000', ip)).body.msg).toMatch(/^to: /);
    const bad = await check('0930000001', '12ab56', ip);
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toMatch(/^code: /);
  });

  it('refuses a second code within the cool-down with 429 and retry-after', async () => {
    const ip = freshIp();
    expect((await send('0930000002', ip)).status).toBe(200);
    const again = await send('0930000002', ip);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBe(OTP.resendCooldownMs / 1000);
    h.clock.advance(OTP.resendCooldownMs - 10_000);
    expect(Number((await send('0930000002', ip)).headers.get('retry-after'))).toBe(10);
    h.clock.advance(10_000);
    expect((await send('0930000002', ip)).status).toBe(200);
  });

  it('checks a right code without using it up', async () => {
    const ip = freshIp();
    await send('0930000003', ip);
    const code = await lastCodeSentTo(h, '0930000003');
    expect((await check('0930000003', code, ip)).body.data).toEqual({ valid: true });
    expect((await check('0930000003', code, ip)).body.data).toEqual({ valid: true });
  });

  it('answers a wrong code with 422', async () => {
    const ip = freshIp();
    await send('0930000004', ip);
    const code = await lastCodeSentTo(h, '0930000004');
    const res = await check('0930000004', wrong(code), ip);
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('code: incorrect');
  });

  it('answers an expired code with 422, using the injected clock', async () => {
    const ip = freshIp();
    await send('0930000005', ip);
    const code = await lastCodeSentTo(h, '0930000005');
    h.clock.advance(OTP.ttlMs);
    const res = await check('0930000005', code, ip);
    expect(res.status).toBe(422);
    expect(res.body.msg).toMatch(/^code: expired/);
  });

  it(`kills a code after ${OTP.maxAttempts} wrong attempts, even for the right code`, async () => {
    const ip = freshIp();
    await send('0930000006', ip);
    const code = await lastCodeSentTo(h, '0930000006');
    for (let i = 0; i < OTP.maxAttempts; i++) expect((await check('0930000006', wrong(code), ip)).status).toBe(422);
    const dead = await check('0930000006', code, ip);
    expect(dead.status).toBe(429);
    expect(dead.body.msg).toMatch(/too many wrong attempts/);
  });

  it('lets no more than the allowed guesses through when they arrive at once', async () => {
    const ip = freshIp();
    await send('0930000007', ip);
    const code = await lastCodeSentTo(h, '0930000007');
    const guesses = await Promise.all(Array.from({ length: 12 }, () => check('0930000007', wrong(code), ip)));
    expect(guesses.filter((g) => g.status === 422)).toHaveLength(OTP.maxAttempts);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(12 - OTP.maxAttempts);
  });

  it('blocks an address that guesses too many codes across phones', async () => {
    const ip = freshIp();
    let failures = 0;
    for (let p = 0; failures < OTP.failuresPerIp; p++) {
      const phone = `09400000${String(p).padStart(2, '0')}`;
      await send(phone, freshIp());
      const code = await lastCodeSentTo(h, phone);
      for (let i = 0; i < OTP.maxAttempts - 1 && failures < OTP.failuresPerIp; i++, failures++) {
        expect((await check(phone, wrong(code), ip)).status).toBe(422);
      }
    }
    await send('0949999999', freshIp());
    const right = await lastCodeSentTo(h, '0949999999');
    expect((await check('0949999999', right, ip)).status).toBe(429);
    expect((await check('0949999999', right, freshIp())).status).toBe(200);
  });

  it('blocks a phone after too many wrong codes over several resends, whatever the addresses', async () => {
    const phone = '0945555555';
    let failures = 0;
    while (failures < OTP.failuresPerTarget) {
      h.clock.advance(OTP.resendCooldownMs);
      expect((await send(phone, freshIp())).status).toBe(200);
      const code = await lastCodeSentTo(h, phone);
      for (let i = 0; i < OTP.maxAttempts && failures < OTP.failuresPerTarget; i++, failures++) {
        expect((await check(phone, wrong(code), freshIp())).status).toBe(422);
      }
    }
    h.clock.advance(OTP.resendCooldownMs);
    await send(phone, freshIp());
    const right = await lastCodeSentTo(h, phone);
    const res = await check(phone, right, freshIp());
    expect(res.status).toBe(429);
    expect(res.body.msg).toMatch(/^code: too many wrong attempts/);
  });

  it('limits how many codes one address may ask for', async () => {
    const ip = freshIp();
    for (let i = 0; i < OTP.sendsPerIp; i++) expect((await send(`09500000${String(i).padStart(2, '0')}`, ip)).status).toBe(200);
    const res = await send('0950009999', ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).not.toBeNull();
  });

  it('verifies a member phone: sets the phone and its verification time, and uses the code up', async () => {
    const ip = freshIp();
    const m = await newMember(h);
    await send('0960000001', ip, m.token);
    const code = await lastCodeSentTo(h, '0960000001');
    const res = await verify('0960000001', code, m.token, ip);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phone: '0960000001', phoneVerified: true });
    const row = await h.t.db.selectFrom('users').select(['phone', 'phoneVerifiedAt']).where('id', '=', m.userId).executeTakeFirstOrThrow();
    expect(Number(row.phoneVerifiedAt)).toBe(h.clock.now);
    expect((await verify('0960000001', code, m.token, ip)).status).toBe(422);
  });

  it('refuses phone-verify for a guest with 401', async () => {
    expect((await call(h.api, `${U}/phone-verify`, { body: { phoneNumber: '0960000002', code: '123456' } })).status).toBe(401);
  });

  it("refuses another member's phone with 409", async () => {
    const ip = freshIp();
    await newMember(h, { phone: '0960000003' });
    const other = await newMember(h);
    const res = await send('0960000003', ip, other.token);
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/^to: already registered/);
  });

  it("verifies a member's email with a code sent to it", async () => {
    const ip = freshIp();
    const m = await newMember(h);
    const sent = await call(h.api, `${U}/send-email`, { body: { email: 'Verify.Me@example.com' }, token: m.token, headers: { 'x-forwarded-for': ip } });
    expect(sent.status).toBe(200);
    const code = await lastCodeSentTo(h, 'verify.me@example.com');
    const res = await call<AccountInfo>(h.api, `${U}/email-verify`, { body: { email: 'verify.me@example.com', code }, token: m.token, headers: { 'x-forwarded-for': ip } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'verify.me@example.com', emailVerified: true });
  });

  it("does not let another member use someone's email code", async () => {
    const ip = freshIp();
    const a = await newMember(h);
    const b = await newMember(h);
    await call(h.api, `${U}/send-email`, { body: { email: 'mine@example.com' }, token: a.token, headers: { 'x-forwarded-for': ip } });
    const code = await lastCodeSentTo(h, 'mine@example.com');
    const res = await call(h.api, `${U}/email-verify`, { body: { email: 'mine@example.com', code }, token: b.token, headers: { 'x-forwarded-for': ip } });
    expect(res.status).toBe(422);
  });

  it('refuses send-email for a guest (401) and for a taken address (409)', async () => {
    expect((await call(h.api, `${U}/send-email`, { body: { email: 'x@example.com' } })).status).toBe(401);
    const m = await newMember(h);
    const res = await call(h.api, `${U}/send-email`, { body: { email: 'fan01@example.com' }, token: m.token });
    expect(res.status).toBe(409);
  });
});

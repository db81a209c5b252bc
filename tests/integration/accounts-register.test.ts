import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '@/lib/contract/user';
import { call } from '../fixtures/api-harness';
import { openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { FAN } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const U = '/live/api/user';

describe.each(backends)('registration and availability on $name', (backend) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const register = (body: Record<string, unknown>) =>
    call<SessionTokens>(h.api, `${U}/register`, { body: { password: 'violet-lantern-42', displayName: 'Someone', ...body } });

  describe('availability checks', () => {
    it('says whether an email is free, ignoring case', async () => {
      expect((await call(h.api, `${U}/check-email`, { body: { email: 'nobody@example.com' } })).body.data).toEqual({ available: true });
      expect((await call(h.api, `${U}/check-email`, { body: { email: 'FAN01@example.com' } })).body.data).toEqual({ available: false });
    });

    it('refuses a malformed email with 422 naming the field', async () => {
      const res = await call(h.api, `${U}/check-email`, { body: { email: 'fan01@' } });
      expect(res.status).toBe(422);
      expect(res.body.msg).toMatch(/^email: /);
    });

    it('says whether a phone number is free', async () => {
      await register({ username: 'phone_owner', phone: '0901234567' });
      expect((await call(h.api, `${U}/check-phone`, { body: { phoneNumber: '0901234567' } })).body.data).toEqual({ available: false });
      expect((await call(h.api, `${U}/check-phone`, { body: { phoneNumber: '0907654321' } })).body.data).toEqual({ available: true });
    });

    it('refuses a malformed phone number with 422 naming the field', async () => {
      for (const phoneNumber of ['12ab5678', '123', '+84 90 123 4567']) {
        const res = await call(h.api, `${U}/check-phone`, { body: { phoneNumber } });
        expect(res.status).toBe(422);
        expect(res.body.msg).toMatch(/^phoneNumber: /);
      }
    });

    it('says whether a username is free and valid', async () => {
      const check = async (username: string) => (await call(h.api, `${U}/check-username`, { body: { username } })).body.data;
      expect(await check(FAN.username)).toEqual({ available: false, valid: true });
      expect(await check('brand_new.name')).toEqual({ available: true, valid: true });
      expect(await check('lan anh')).toEqual({ available: false, valid: false });
      expect(await check('ab')).toEqual({ available: false, valid: false });
      expect((await call(h.api, `${U}/check-username`, { body: {} })).status).toBe(422);
    });
  });

  describe('password rules', () => {
    it.each(['password1', 'Qwertyuiop', 'iloveyou', 'P@ssw0rd'])('refuses %s, one of the most common passwords, with 422 naming the field', async (password) => {
      const res = await register({ username: 'weak_one', password });
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('password: is too common; choose a less guessable password');
    });

    it('refuses a password that is easy to guess though not on the list, with 422 naming the field', async () => {
      const res = await register({ username: 'weak_two', password: 'PassWord123' });
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('password: is too easy to guess; make it longer or mix unrelated words');
    });

    it('accepts a strong password', async () => {
      expect((await register({ username: 'strong_one', password: 'granite-harbour-3' })).status).toBe(200);
    });

    it('refuses a password that contains the username', async () => {
      const res = await register({ username: 'samename99', password: 'SameName99-rocks' });
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('password: must not contain the username');
    });

    it('writes nothing when refused', async () => {
      await register({ username: 'never_made', password: 'qwerty123' });
      const row = await h.t.db.selectFrom('users').select('id').where('username', '=', 'never_made').executeTakeFirst();
      expect(row).toBeUndefined();
    });
  });

  describe('duplicates', () => {
    it('refuses a taken phone with 409 naming the field', async () => {
      await register({ username: 'phone_a', phone: '0911111111' });
      const res = await register({ username: 'phone_b', phone: '0911111111' });
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/^phone: /);
    });

    it('stores emails in lower case, so another case is a duplicate', async () => {
      expect((await register({ username: 'mail_a', email: 'Mixed@Example.com' })).status).toBe(200);
      const res = await register({ username: 'mail_b', email: 'mixed@example.COM' });
      expect(res.status).toBe(409);
      expect(res.body.msg).toMatch(/^email: /);
    });

    it('lets exactly one of parallel registrations with one email win', async () => {
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => register({ username: `race_mail_${i}`, email: 'race@example.com' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const rows = await h.t.db.selectFrom('users').select('id').where('email', '=', 'race@example.com').execute();
      expect(rows).toHaveLength(1);
    });

    it('lets exactly one of parallel registrations with one phone win', async () => {
      const results = await Promise.all(
        Array.from({ length: 4 }, (_, i) => register({ username: `race_phone_${i}`, phone: '0922222222' })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    });
  });

  describe('referral codes', () => {
    it('refuses an unknown code with 422 naming the field, and creates nobody', async () => {
      const res = await register({ username: 'invited_x', referralCode: 'NOPE1234' });
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('referralCode: unknown code');
      expect(await h.t.db.selectFrom('users').select('id').where('username', '=', 'invited_x').executeTakeFirst()).toBeUndefined();
    });

    it('records who invited the new member', async () => {
      await h.t.db.updateTable('users').set({ referralCode: 'FANCODE1' }).where('id', '=', h.data.fanId).execute();
      const res = await register({ username: 'invited_y', referralCode: 'FANCODE1' });
      expect(res.status).toBe(200);
      const row = await h.t.db.selectFrom('users').select('referredBy').where('id', '=', res.body.data.user.userId).executeTakeFirst();
      expect(row?.referredBy).toBe(h.data.fanId);
    });
  });
});

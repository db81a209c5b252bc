import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionTokens } from '@/lib/contract/user';
import { OTP } from '@/lib/domain/accounts';
import { setPasswordAsOperator } from '@/server/services/account-password';
import { call } from '../fixtures/api-harness';
import { lastCodeSentTo, markVerified, newMember, openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { FAN } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const U = '/live/api/user';

describe.each(backends)('passwords on $name', (backend) => {
  let h: AccountHarness;
  beforeAll(async () => {
    h = await openAccountHarness(backend);
    await markVerified(h, h.data.fanId);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const login = (username: string, password: string) => call<SessionTokens>(h.api, `${U}/login`, { body: { username, password } });
  const refresh = (token: string) => call(h.api, `${U}/refresh-token`, { body: {}, cookie: `refreshToken=${token}` });
  const forgot = (login: string) => call<{ sent: boolean }>(h.api, `${U}/forgot-password`, { body: { login } });
  const reset = (login: string, code: string, password: string) => call(h.api, `${U}/reset-password`, { body: { login, code, password } });
  /** A member whose email (and phone, when given) is verified, so reset codes may go there. */
  const verifiedMember = async (extra: Record<string, string>) => {
    const m = await newMember(h, extra);
    await markVerified(h, m.userId);
    return m;
  };
  const outboxTo = async (to: string) => h.t.db.selectFrom('outboxMessages').select('id').where('recipient', '=', to).execute();

  it('answers forgot-password the same for a known and an unknown account', async () => {
    const known = await forgot(FAN.username);
    const unknown = await forgot('nobody_at_all');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(await lastCodeSentTo(h, 'fan01@example.com')).toMatch(/^\d{6}$/);
  });

  it('sends no code to an email that was never verified, and answers as for an unknown account', async () => {
    const m = await newMember(h, { email: 'typed.by.anyone@example.com' });
    h.clock.advance(OTP.resendCooldownMs);
    const res = await forgot(m.username);
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await forgot('nobody_at_all')).body);
    expect((await forgot('typed.by.anyone@example.com')).status).toBe(200);
    expect(await outboxTo('typed.by.anyone@example.com')).toHaveLength(0);
  });

  it('sends no code to a phone that was never verified', async () => {
    const m = await newMember(h, { phone: '0971000001' });
    h.clock.advance(OTP.resendCooldownMs);
    expect((await forgot(m.username)).status).toBe(200);
    expect(await outboxTo('0971000001')).toHaveLength(0);
  });

  it('sends the code to a verified phone when the email is not verified', async () => {
    const m = await newMember(h, { email: 'phone.first@example.com', phone: '0971000002' });
    await h.t.db.updateTable('users').set({ phoneVerifiedAt: h.clock.now }).where('id', '=', m.userId).execute();
    h.clock.advance(OTP.resendCooldownMs);
    expect((await forgot(m.username)).status).toBe(200);
    expect(await lastCodeSentTo(h, '0971000002')).toMatch(/^\d{6}$/);
    expect(await outboxTo('phone.first@example.com')).toHaveLength(0);
  });

  it('accepts the email as the login, in any case', async () => {
    const m = await verifiedMember({ email: 'reset.me@example.com' });
    h.clock.advance(OTP.resendCooldownMs);
    expect((await forgot('RESET.ME@example.com')).status).toBe(200);
    const code = await lastCodeSentTo(h, 'reset.me@example.com');
    expect((await reset(m.username, code, 'copper-kettle-77')).status).toBe(200);
    expect((await login(m.username, 'copper-kettle-77')).status).toBe(200);
  });

  it('resets the password, ends every session, and the old password stops working', async () => {
    const m = await verifiedMember({ email: 'sessions@example.com' });
    const other = await login(m.username, 'violet-lantern-42');
    await forgot(m.username);
    const code = await lastCodeSentTo(h, 'sessions@example.com');
    expect((await reset(m.username, code, 'copper-kettle-88')).status).toBe(200);
    expect((await refresh(m.refresh)).status).toBe(401);
    expect((await refresh(other.cookies.refreshToken?.value ?? '')).status).toBe(401);
    expect((await login(m.username, 'violet-lantern-42')).status).toBe(401);
    expect((await login(m.username, 'copper-kettle-88')).status).toBe(200);
    expect((await reset(m.username, code, 'copper-kettle-99')).status).toBe(422);
  });

  it('applies the password rules to a reset', async () => {
    const m = await verifiedMember({ email: 'rules@example.com' });
    await forgot(m.username);
    const code = await lastCodeSentTo(h, 'rules@example.com');
    const res = await reset(m.username, code, 'password1');
    expect(res.status).toBe(422);
    expect(res.body.msg).toMatch(/^password: is too common/);
    expect((await reset(m.username, code, 'matkhau123')).body.msg).toMatch(/^password: is too easy to guess/);
    expect((await reset(m.username, code, `${m.username}-x`)).body.msg).toMatch(/^password: must not contain the username/);
  });

  it('answers a wrong code and an unknown account alike with 422', async () => {
    const m = await verifiedMember({ email: 'wrongcode@example.com' });
    await forgot(m.username);
    const code = await lastCodeSentTo(h, 'wrongcode@example.com');
    const bad = await reset(m.username, code === '000000' ? '111111' : '000000', 'copper-kettle-11');
    expect(bad.status).toBe(422);
    expect((await reset('nobody_at_all', '123456', 'copper-kettle-11')).status).toBe(422);
  });

  it('changes the password with the current one, and revokes the old sessions', async () => {
    const m = await newMember(h);
    const wrong = await call(h.api, `${U}/change-password`, { body: { currentPassword: 'not-it-at-all', newPassword: 'brass-lantern-5' }, token: m.token });
    expect(wrong.status).toBe(422);
    expect(wrong.body.msg).toBe('currentPassword: incorrect');
    const res = await call<SessionTokens>(h.api, `${U}/change-password`, { body: { currentPassword: 'violet-lantern-42', newPassword: 'brass-lantern-5' }, token: m.token });
    expect(res.status).toBe(200);
    expect(res.cookies.refreshToken?.value).toBeTruthy();
    expect((await refresh(m.refresh)).status).toBe(401);
    expect((await refresh(res.cookies.refreshToken?.value ?? '')).status).toBe(200);
    expect((await login(m.username, 'brass-lantern-5')).status).toBe(200);
  });

  it('applies the password rules to a change, naming newPassword', async () => {
    const m = await newMember(h);
    const res = await call(h.api, `${U}/change-password`, { body: { currentPassword: 'violet-lantern-42', newPassword: 'iloveyou123' }, token: m.token });
    expect(res.status).toBe(422);
    expect(res.body.msg).toMatch(/^newPassword: is too easy to guess/);
    expect((await login(m.username, 'violet-lantern-42')).status).toBe(200);
  });

  it('refuses change-password for a guest with 401', async () => {
    expect((await call(h.api, `${U}/change-password`, { body: { currentPassword: 'x', newPassword: 'brass-lantern-5' } })).status).toBe(401);
  });

  it('lets the operator set a password by username, under the same rules, ending the old sessions', async () => {
    const m = await newMember(h);
    await expect(setPasswordAsOperator(h.t.db, m.username, 'password1', h.clock.now)).rejects.toMatchObject({ code: 422 });
    await expect(setPasswordAsOperator(h.t.db, 'nobody_at_all', 'granite-harbour-3', h.clock.now)).rejects.toMatchObject({ code: 404 });
    expect((await login(m.username, 'violet-lantern-42')).status).toBe(200);
    await setPasswordAsOperator(h.t.db, m.username, 'granite-harbour-3', h.clock.now);
    expect((await refresh(m.refresh)).status).toBe(401);
    expect((await login(m.username, 'violet-lantern-42')).status).toBe(401);
    expect((await login(m.username, 'granite-harbour-3')).status).toBe(200);
  });

  describe('refresh tokens', () => {
    it('kills the whole family when a rotated refresh token is used again', async () => {
      const m = await newMember(h);
      const next = await refresh(m.refresh);
      expect(next.status).toBe(200);
      const r2 = next.cookies.refreshToken?.value ?? '';
      expect((await refresh(m.refresh)).status).toBe(401);
      expect((await refresh(r2)).status).toBe(401);
      const rows = await h.t.db.selectFrom('refreshTokens').select('revokedAt').where('userId', '=', m.userId).execute();
      expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    });

    it('logout revokes the refresh token on the server', async () => {
      const m = await newMember(h);
      expect((await call(h.api, `${U}/logout`, { method: 'POST', cookie: `refreshToken=${m.refresh}` })).status).toBe(200);
      expect((await refresh(m.refresh)).status).toBe(401);
    });
  });
});

import * as acc from '@/lib/contract/accounts';
import type { Db } from '@/server/db/client';
import * as google from '@/server/services/google-sign-in';
import { accountInfo, isTaken, usernameAvailability } from '@/server/services/accounts';
import { requireUser } from '@/server/services/users';
import { checkPhoneCode, sendEmailCode, sendPhoneCode, verifyEmail, verifyPhone, type ProvedMember, type VerifyDeps } from '@/server/services/account-verify';
import { changePassword, forgotPassword, resetPassword } from '@/server/services/account-password';
import { notificationPrefsOf, setNotificationPrefs, updateProfile } from '@/server/services/account-profile';
import { assertRecentAuth, isRecentAuth, reauthenticate } from '@/server/services/account-reauth';
import { startSession } from '@/server/services/session';
import { spendAllowance } from '@/server/auth/address-limits';
import { getCookie, setCookie } from 'hono/cookie';
import { OAUTH_STATE_TTL_MS } from '@/lib/domain/accounts';
import { COOKIES } from '@/lib/domain/constants';
import { ApiError } from '../errors';
import { setSessionCookies } from '../cookies';
import type { ApiContext } from '../context';
import { optionalMemberId, requireMember } from '../guards';
import { route, type RouteDef } from '../route';
import { loginGuard } from './user';

const db = (c: ApiContext): Promise<Db> => c.get('deps').getDb();
const deps = (c: ApiContext) => c.get('deps').accounts;

async function verifyDeps(c: ApiContext): Promise<VerifyDeps> {
  const a = deps(c);
  const { ip, locale } = c.get('ctx');
  return { db: await db(c), otp: a.otp, messenger: a.messenger, ip, locale, now: a.now() };
}

async function member(c: ApiContext) {
  const claims = await requireMember(c);
  return requireUser(await db(c), claims.userId);
}

/** The member, and whether their sign-in was proved recently enough for a sensitive change. */
async function provedMember(c: ApiContext): Promise<ProvedMember> {
  const claims = await requireMember(c);
  const user = await requireUser(await db(c), claims.userId);
  return { user, recentlyProved: isRecentAuth(claims, deps(c).now(), deps(c).reauthWindowMs) };
}

/** A guest asking about a username, email or phone: one allowance per address for all three. */
async function availabilityAllowed(c: ApiContext): Promise<Db> {
  await spendAllowance(deps(c).addressLimits, 'availability', c.get('ctx').ip, deps(c).now());
  return db(c);
}

async function optionalProvedMember(c: ApiContext): Promise<ProvedMember | null> {
  return (await optionalMemberId(c)) === null ? null : provedMember(c);
}

async function info(c: ApiContext, userId: number) {
  const d = await db(c);
  return accountInfo(d, await requireUser(d, userId), deps(c).google !== null);
}

/** Google sends the browser back to our callback page, on the host the visitor is using. */
function redirectUri(c: ApiContext): string {
  const configured = deps(c).google?.redirectUri;
  if (configured) return configured;
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  const proto = c.get('ctx').secure ? 'https' : url.protocol.replace(':', '');
  return `${proto}://${host}/sso/ggcallback`;
}

/**
 * The state also rides in an httpOnly cookie of the browser that started the sign-in, so a callback
 * link made by someone else (to sign the visitor into the wrong account) is refused.
 */
const STATE_COOKIE = COOKIES.oauthState;
const STATE_COOKIE_PATH = '/other/api/user';

async function begin(c: ApiContext, userId: number | null): Promise<{ url: string }> {
  const cfg = google.requireGoogle(deps(c).google);
  const started = await google.startGoogle(await db(c), cfg, { userId, redirectUri: redirectUri(c), now: deps(c).now() });
  setCookie(c, STATE_COOKIE, started.state, {
    httpOnly: true,
    sameSite: 'Lax',
    path: STATE_COOKIE_PATH,
    maxAge: OAUTH_STATE_TTL_MS / 1000,
    secure: c.get('ctx').secure,
  });
  return { url: started.url };
}

const accountRoutes = [
  route(acc.checkEmail, async ({ body }, c) => ({ available: !(await isTaken(await availabilityAllowed(c), 'email', body.email.toLowerCase())) })),
  route(acc.checkPhone, async ({ body }, c) => ({ available: !(await isTaken(await availabilityAllowed(c), 'phone', body.phoneNumber)) })),
  route(acc.checkUsername, async ({ body }, c) => usernameAvailability(await availabilityAllowed(c), body.username)),

  route(acc.sendOtp, async ({ body }, c) => sendPhoneCode(await verifyDeps(c), body.to, body.displayName, await optionalProvedMember(c))),
  route(acc.checkSms, async ({ body }, c) => checkPhoneCode(await verifyDeps(c), body.phoneNumber, body.code)),
  route(acc.phoneVerify, async ({ body }, c) => {
    const m = await provedMember(c);
    await verifyPhone(await verifyDeps(c), m, body.phoneNumber, body.code);
    return info(c, m.user.id);
  }),
  route(acc.sendEmail, async ({ body }, c) => sendEmailCode(await verifyDeps(c), await provedMember(c), body.email.toLowerCase())),
  route(acc.emailVerify, async ({ body }, c) => {
    const m = await provedMember(c);
    await verifyEmail(await verifyDeps(c), m, body.email.toLowerCase(), body.code);
    return info(c, m.user.id);
  }),

  route(acc.forgotPassword, async ({ body }, c) => forgotPassword(await verifyDeps(c), body.login)),
  route(acc.resetPassword, async ({ body }, c) => {
    await resetPassword(await verifyDeps(c), body.login, body.code, body.password);
    return null;
  }),
  route(acc.changePassword, async ({ body }, c) => {
    const { user, recentlyProved } = await provedMember(c);
    const d = await db(c);
    const now = deps(c).now();
    await changePassword(d, user, { current: body.currentPassword, next: body.newPassword, recentlyProved }, now);
    const s = await startSession(d, user, now);
    setSessionCookies(c, { accessToken: s.data.token, accessExpiresIn: s.data.expiresIn, refreshToken: s.refreshToken });
    return s.data;
  }),

  route(acc.reauth, async ({ body }, c) => {
    const claims = await requireMember(c);
    const user = await requireUser(await db(c), claims.userId);
    return reauthenticate(await db(c), loginGuard(c), { user, claims, password: body.password, ip: c.get('ctx').ip, now: deps(c).now() });
  }),

  route(acc.account, async (_in, c) => info(c, (await member(c)).id)),
  route(acc.updateInfo, async ({ body }, c) => {
    const user = await member(c);
    await updateProfile(await db(c), user, body, deps(c).uploadsDir);
    return info(c, user.id);
  }),
  route(acc.notificationSettings, async (_in, c) => notificationPrefsOf(await db(c), (await member(c)).id)),
  route(acc.updateNotificationSettings, async ({ body }, c) => setNotificationPrefs(await db(c), (await member(c)).id, body, deps(c).now())),

  route(acc.signInMethods, async (_in, c) => ({ google: deps(c).google !== null })),
  route(acc.linkGoogle, async (_in, c) => {
    const claims = await requireMember(c);
    assertRecentAuth(claims, deps(c).now(), deps(c).reauthWindowMs);
    return begin(c, (await requireUser(await db(c), claims.userId)).id);
  }),
  route(acc.unlinkGoogle, async (_in, c) => {
    const user = await member(c);
    await google.unlinkGoogle(await db(c), user);
    return info(c, user.id);
  }),
];

const googleRoutes = [
  route(acc.loginGoogle, async (_in, c) => begin(c, null)),
  route(acc.loginGoogleCallback, async ({ body }, c) => {
    const cfg = google.requireGoogle(deps(c).google);
    if (getCookie(c, STATE_COOKIE) !== body.state) throw new ApiError(422, 'state: does not belong to this browser; start the sign-in again');
    const d = await db(c);
    const now = deps(c).now();
    const outcome = await google.finishGoogle(d, cfg, { code: body.authorizationCode, state: body.state, now, callerId: await optionalMemberId(c) });
    const s = await startSession(d, outcome.user, now);
    setSessionCookies(c, { accessToken: s.data.token, accessExpiresIn: s.data.expiresIn, refreshToken: s.refreshToken });
    return { ...s.data, linked: outcome.linked };
  }),
];

export const routes: readonly RouteDef[] = [...accountRoutes, ...googleRoutes];

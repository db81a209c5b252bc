import { getCookie } from 'hono/cookie';
import * as user from '@/lib/contract/user';
import { COOKIES } from '@/lib/domain/constants';
import { spendAllowance } from '@/server/auth/address-limits';
import { createLoginGuard } from '@/server/auth/login-guard';
import * as session from '@/server/services/session';
import { announceSignOut } from '@/server/chat/sign-out';
import { clearSessionCookies, setGuestCookie, setSessionCookies } from '../cookies';
import type { ApiContext } from '../context';
import { requireGuest, requireMember } from '../guards';
import { route, type RouteDef } from '../route';

async function answer(c: ApiContext, s: session.MemberSession) {
  setSessionCookies(c, { accessToken: s.data.token, accessExpiresIn: s.data.expiresIn, refreshToken: s.refreshToken });
  return s.data;
}

const db = (c: ApiContext) => c.get('deps').getDb();
const accounts = (c: ApiContext) => c.get('deps').accounts;

/** The password-guess limits of a log-in (and of a password typed again to confirm a change). */
export const loginGuard = (c: ApiContext) => createLoginGuard(c.get('deps').loginLimiter, accounts(c).loginThrottle);

const userRoutes = [
  route(user.guestLogin, async (_in, c) => {
    const now = accounts(c).now();
    await spendAllowance(accounts(c).addressLimits, 'guestLogin', c.get('ctx').ip, now);
    const data = await session.guestLogin(c.get('ctx').locale, now);
    setGuestCookie(c, data.token);
    return data;
  }),
  route(user.guestInfo, async (_in, c) => session.guestInfo(await requireGuest(c), c.get('ctx').locale)),
  route(user.userInfoCall, async (_in, c) => session.memberInfo(await db(c), await requireMember(c))),
  route(user.login, async ({ body }, c) =>
    answer(c, await session.login(await db(c), loginGuard(c), body, c.get('ctx').ip, accounts(c).now())),
  ),
  route(user.register, async ({ body }, c) => {
    const now = accounts(c).now();
    await spendAllowance(accounts(c).addressLimits, 'register', c.get('ctx').ip, now);
    return answer(c, await session.register(await db(c), body, now));
  }),
  route(user.refreshToken, async ({ body }, c) => {
    const token = body.refreshToken ?? getCookie(c, COOKIES.refreshToken);
    return answer(c, await session.refreshSession(await db(c), token, accounts(c).now()));
  }),
  route(user.logout, async ({ body }, c) => {
    const ended = await session.logout(await db(c), body.refreshToken ?? getCookie(c, COOKIES.refreshToken));
    if (ended) await announceSignOut({ sid: ended.familyId });
    clearSessionCookies(c);
    return null;
  }),
];

export const routes: readonly RouteDef[] = [...userRoutes];

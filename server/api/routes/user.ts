import { getCookie } from 'hono/cookie';
import * as user from '@/lib/contract/user';
import { COOKIES } from '@/lib/domain/constants';
import * as session from '@/server/services/session';
import { announceSignOut } from '@/server/chat/sign-out';
import { clearSessionCookies, setGuestCookie, setSessionCookies } from '../cookies';
import type { ApiContext } from '../context';
import { requireGuest, requireMember } from '../guards';
import { route } from '../route';

async function answer(c: ApiContext, s: session.MemberSession) {
  setSessionCookies(c, { accessToken: s.data.token, accessExpiresIn: s.data.expiresIn, refreshToken: s.refreshToken });
  return s.data;
}

const db = (c: ApiContext) => c.get('deps').getDb();

export const userRoutes = [
  route(user.guestLogin, async (_in, c) => {
    const data = await session.guestLogin(c.get('ctx').locale);
    setGuestCookie(c, data.token);
    return data;
  }),
  route(user.guestInfo, async (_in, c) => session.guestInfo(await requireGuest(c), c.get('ctx').locale)),
  route(user.userInfoCall, async (_in, c) => session.memberInfo(await db(c), await requireMember(c))),
  route(user.login, async ({ body }, c) =>
    answer(c, await session.login(await db(c), c.get('deps').loginLimiter, body, c.get('ctx').ip)),
  ),
  route(user.register, async ({ body }, c) => answer(c, await session.register(await db(c), body))),
  route(user.refreshToken, async ({ body }, c) => {
    const token = body.refreshToken ?? getCookie(c, COOKIES.refreshToken);
    return answer(c, await session.refreshSession(await db(c), token));
  }),
  route(user.logout, async ({ body }, c) => {
    const ended = await session.logout(await db(c), body.refreshToken ?? getCookie(c, COOKIES.refreshToken));
    if (ended) await announceSignOut({ sid: ended.familyId });
    clearSessionCookies(c);
    return null;
  }),
];

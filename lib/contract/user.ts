import { z } from 'zod';
import { endpoint } from './endpoint';
import { USER_LIMITS } from '@/lib/domain/user-limits';

export const userInfo = z.object({
  userId: z.number().int(),
  displayName: z.string(),
  nickname: z.string().nullable(),
  profilePicture: z.string().nullable(),
  siteRoleId: z.number().int(),
  isGuest: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Tokens a page script may hold. The refresh token travels only in an httpOnly cookie. */
export const sessionTokens = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  isGuest: z.boolean(),
  user: userInfo,
});
export type SessionTokens = z.infer<typeof sessionTokens>;

const username = z
  .string()
  .trim()
  .min(USER_LIMITS.usernameMin)
  .max(USER_LIMITS.usernameMax)
  .regex(/^[a-zA-Z0-9_.]+$/, 'letters, digits, dot and underscore only');
const password = z.string().min(USER_LIMITS.passwordMin).max(USER_LIMITS.passwordMax);

export const guestLogin = endpoint({ method: 'POST', path: '/live/api/user/guest-login', data: sessionTokens });
export const guestInfo = endpoint({ method: 'GET', path: '/live/api/user/guest-info', data: userInfo });
export const userInfoCall = endpoint({ method: 'GET', path: '/live/api/user/info', data: userInfo });

export const login = endpoint({
  method: 'POST',
  path: '/live/api/user/login',
  body: z.object({ username: z.string().trim().min(1).max(USER_LIMITS.usernameMax), password: z.string().min(1).max(USER_LIMITS.passwordMax) }),
  data: sessionTokens,
});

export const register = endpoint({
  method: 'POST',
  path: '/live/api/user/register',
  body: z.object({
    username,
    password,
    displayName: z.string().trim().min(1).max(USER_LIMITS.displayNameMax),
    email: z.email().max(254).optional(),
    phone: z.string().regex(/^\+?[0-9]{8,15}$/).optional(),
  }),
  data: sessionTokens,
});

export const refreshToken = endpoint({
  method: 'POST',
  path: '/live/api/user/refresh-token',
  body: z.object({ refreshToken: z.string().max(512).optional() }),
  data: sessionTokens,
});

/** Browsers send the refresh cookie; other clients may name the token to revoke in the body. */
export const logout = endpoint({
  method: 'POST',
  path: '/live/api/user/logout',
  body: z.object({ refreshToken: z.string().max(512).optional() }),
  data: z.null(),
});

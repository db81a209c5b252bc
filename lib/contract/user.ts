import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import * as calls from './user-calls';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import { PHONE_PATTERN } from '@/lib/domain/accounts';

export const userInfo = z.object({
  userId: z.int(),
  displayName: z.string(),
  nickname: z.nullable(z.string()),
  profilePicture: z.nullable(z.string()),
  siteRoleId: z.int(),
  isGuest: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** Tokens a page script may hold. The refresh token travels only in an httpOnly cookie. */
export const sessionTokens = z.object({
  token: z.string(),
  expiresIn: z.int(),
  isGuest: z.boolean(),
  user: userInfo,
});
export type SessionTokens = z.infer<typeof sessionTokens>;

const username = z
  .string()
  .check(
    z.trim(),
    z.minLength(USER_LIMITS.usernameMin),
    z.maxLength(USER_LIMITS.usernameMax),
    z.regex(/^[a-zA-Z0-9_.]+$/, 'letters, digits, dot and underscore only'),
  );
const password = z.string().check(z.minLength(USER_LIMITS.passwordMin), z.maxLength(USER_LIMITS.passwordMax));

export const guestLogin = endpoint(calls.guestLogin, { data: sessionTokens });
export const guestInfo = endpoint(calls.guestInfo, { data: userInfo });
export const userInfoCall = endpoint(calls.userInfoCall, { data: userInfo });

export const login = endpoint(calls.login, {
  body: z.object({
    username: z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_LIMITS.usernameMax)),
    password: z.string().check(z.minLength(1), z.maxLength(USER_LIMITS.passwordMax)),
  }),
  data: sessionTokens,
});

export const register = endpoint(calls.register, {
  body: z.object({
    username,
    password,
    displayName: z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_LIMITS.displayNameMax)),
    email: z.optional(z.email().check(z.maxLength(254))),
    phone: z.optional(z.string().check(z.regex(PHONE_PATTERN))),
    /** The code of the member who invited this one (from `/?ref=CODE`). */
    referralCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(32))),
  }),
  data: sessionTokens,
});

export const refreshToken = endpoint(calls.refreshToken, {
  body: z.object({ refreshToken: z.optional(z.string().check(z.maxLength(512))) }),
  data: sessionTokens,
});

/** Browsers send the refresh cookie; other clients may name the token to revoke in the body. */
export const logout = endpoint(calls.logout, {
  body: z.object({ refreshToken: z.optional(z.string().check(z.maxLength(512))) }),
  data: z.null(),
});

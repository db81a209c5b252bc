import * as z from 'zod/mini';
import { AVATAR, NOTIFICATION_KINDS, PHONE_PATTERN } from '@/lib/domain/accounts';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import { endpoint } from './endpoint';
import * as calls from './accounts-calls';
import { sessionTokens, userInfo } from './user';

/** Accounts: availability checks, verification codes, passwords, the account page, Google sign-in. */

export const email = z.email().check(z.trim(), z.maxLength(254));
export const phoneNumber = z.string().check(z.trim(), z.regex(PHONE_PATTERN, 'must be 8 to 15 digits, optionally after a +'));
export const otpCode = z.string().check(z.trim(), z.regex(/^[0-9]{6}$/, 'must be 6 digits'));
const newPassword = z.string().check(z.minLength(USER_LIMITS.passwordMin), z.maxLength(USER_LIMITS.passwordMax));
const usernameText = z.string().check(z.trim(), z.minLength(1), z.maxLength(254));

const availability = z.object({ available: z.boolean() });

export const checkEmail = endpoint(calls.checkEmail, { body: z.object({ email }), data: availability });
export const checkPhone = endpoint(calls.checkPhone, { body: z.object({ phoneNumber }), data: availability });
export const checkUsername = endpoint(calls.checkUsername, {
  body: z.object({ username: z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_LIMITS.usernameMax)) }),
  // `valid` is false when the name breaks the username rules, so the form can say why it is not available.
  data: z.object({ available: z.boolean(), valid: z.boolean() }),
});

/** When a code was sent: how long it lives and when another may be asked for. */
const codeSent = z.object({ expiresIn: z.int(), resendIn: z.int() });

export const sendOtp = endpoint(calls.sendOtp, {
  body: z.object({ to: phoneNumber, displayName: z.optional(z.string().check(z.trim(), z.maxLength(USER_LIMITS.displayNameMax))) }),
  data: codeSent,
});
export const checkSms = endpoint(calls.checkSms, { body: z.object({ phoneNumber, code: otpCode }), data: z.object({ valid: z.boolean() }) });

/** What the account page shows of the member. */
export const accountInfo = z.object({
  user: userInfo,
  username: z.string(),
  email: z.nullable(z.string()),
  emailVerified: z.boolean(),
  phone: z.nullable(z.string()),
  phoneVerified: z.boolean(),
  hasPassword: z.boolean(),
  google: z.nullable(z.object({ email: z.nullable(z.string()) })),
  googleAvailable: z.boolean(),
  referralCode: z.nullable(z.string()),
});
export type AccountInfo = z.infer<typeof accountInfo>;

export const account = endpoint(calls.account, { data: accountInfo });
export const phoneVerify = endpoint(calls.phoneVerify, { body: z.object({ phoneNumber, code: otpCode }), data: accountInfo });
export const sendEmail = endpoint(calls.sendEmail, { body: z.object({ email }), data: codeSent });
export const emailVerify = endpoint(calls.emailVerify, { body: z.object({ email, code: otpCode }), data: accountInfo });

/** Answers the same whether or not the account exists. */
export const forgotPassword = endpoint(calls.forgotPassword, { body: z.object({ login: usernameText }), data: z.object({ sent: z.boolean() }) });
export const resetPassword = endpoint(calls.resetPassword, {
  body: z.object({ login: usernameText, code: otpCode, password: newPassword }),
  data: z.null(),
});
export const changePassword = endpoint(calls.changePassword, {
  body: z.object({ currentPassword: z.optional(z.string().check(z.maxLength(USER_LIMITS.passwordMax))), newPassword }),
  data: sessionTokens,
});

/**
 * The member types the password again before a sensitive change (answered 403 `reauth-required`):
 * a new access token of the same sign-in, proved now. A wrong password is 401 `password: incorrect`.
 */
export const reauth = endpoint(calls.reauth, {
  body: z.object({ password: z.string().check(z.minLength(1), z.maxLength(USER_LIMITS.passwordMax)) }),
  data: sessionTokens,
});

/** A data URL of at most AVATAR.maxBytes of image, as base64 (4 characters per 3 bytes, plus the prefix). */
export const AVATAR_BODY_BYTES = Math.ceil((AVATAR.maxBytes * 4) / 3) + 4096;

export const updateInfo = endpoint(calls.updateInfo, {
  body: z.object({
    nickname: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(USER_LIMITS.displayNameMax)))),
    displayName: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(USER_LIMITS.displayNameMax))),
    /** `data:image/…;base64,…` to upload a new picture, null to remove it, absent to keep it. */
    profilePicture: z.optional(z.nullable(z.string().check(z.regex(/^data:[\w/+.-]+;base64,[A-Za-z0-9+/=\s]*$/, 'must be a base64 data URL')))),
  }),
  data: accountInfo,
  maxBodyBytes: AVATAR_BODY_BYTES,
});

export const notificationPrefs = z.record(z.enum(NOTIFICATION_KINDS), z.boolean());
export type NotificationPrefs = z.infer<typeof notificationPrefs>;
export const notificationSettings = endpoint(calls.notificationSettings, { data: notificationPrefs });
export const updateNotificationSettings = endpoint(calls.updateNotificationSettings, {
  body: z.partial(z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<(typeof NOTIFICATION_KINDS)[number], z.ZodMiniBoolean>)),
  data: notificationPrefs,
});

/** Which ways of signing in this server offers besides a password. */
export const signInMethods = endpoint(calls.signInMethods, { data: z.object({ google: z.boolean() }) });

const authorizationUrl = z.object({ url: z.string() });
export const loginGoogle = endpoint(calls.loginGoogle, { data: authorizationUrl });
export const linkGoogle = endpoint(calls.linkGoogle, { data: authorizationUrl });
export const unlinkGoogle = endpoint(calls.unlinkGoogle, { data: accountInfo });
export const loginGoogleCallback = endpoint(calls.loginGoogleCallback, {
  body: z.object({ authorizationCode: z.string().check(z.minLength(1), z.maxLength(2048)), state: z.string().check(z.minLength(1), z.maxLength(512)) }),
  /** `linked` is true when the sign-in was a member linking Google to the account. */
  data: z.extend(sessionTokens, { linked: z.boolean() }),
});

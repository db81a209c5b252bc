import { call } from './define-call';
import type * as acc from './accounts';

/** The browser's calls of accounts, verification and Google sign-in (see calls.ts for why the browser gets no schemas). */
export const checkEmail = /* @__PURE__ */ call<typeof acc.checkEmail>('POST', '/live/api/user/check-email');
export const checkPhone = /* @__PURE__ */ call<typeof acc.checkPhone>('POST', '/live/api/user/check-phone');
export const checkSms = /* @__PURE__ */ call<typeof acc.checkSms>('POST', '/live/api/user/check-sms');
export const account = /* @__PURE__ */ call<typeof acc.account>('GET', '/live/api/user/account');
export const phoneVerify = /* @__PURE__ */ call<typeof acc.phoneVerify>('POST', '/live/api/user/phone-verify');
export const sendEmail = /* @__PURE__ */ call<typeof acc.sendEmail>('POST', '/live/api/user/send-email');
export const emailVerify = /* @__PURE__ */ call<typeof acc.emailVerify>('POST', '/live/api/user/email-verify');
export const forgotPassword = /* @__PURE__ */ call<typeof acc.forgotPassword>('POST', '/live/api/user/forgot-password');
export const notificationSettings = /* @__PURE__ */ call<typeof acc.notificationSettings>('GET', '/live/api/user/notification-settings');
export const signInMethods = /* @__PURE__ */ call<typeof acc.signInMethods>('GET', '/live/api/user/sign-in-methods');
export const loginGoogle = /* @__PURE__ */ call<typeof acc.loginGoogle>('POST', '/other/api/user/login-google');
export const linkGoogle = /* @__PURE__ */ call<typeof acc.linkGoogle>('POST', '/live/api/user/link-google');
export const unlinkGoogle = /* @__PURE__ */ call<typeof acc.unlinkGoogle>('POST', '/live/api/user/unlink-google');
export const checkUsername = /* @__PURE__ */ call<typeof acc.checkUsername>('POST', '/live/api/user/check-username');
export const sendOtp = /* @__PURE__ */ call<typeof acc.sendOtp>('POST', '/live/api/user/send-otp');
export const resetPassword = /* @__PURE__ */ call<typeof acc.resetPassword>('POST', '/live/api/user/reset-password');
export const changePassword = /* @__PURE__ */ call<typeof acc.changePassword>('POST', '/live/api/user/change-password');
export const reauth = /* @__PURE__ */ call<typeof acc.reauth>('POST', '/live/api/user/reauth');
export const updateInfo = /* @__PURE__ */ call<typeof acc.updateInfo>('POST', '/live/api/user/update-info');
export const updateNotificationSettings = /* @__PURE__ */ call<typeof acc.updateNotificationSettings>('POST', '/live/api/user/notification-settings');
export const loginGoogleCallback = /* @__PURE__ */ call<typeof acc.loginGoogleCallback>('POST', '/other/api/user/login-google-callback');

import type * as contract from './accounts';
import { callsOf } from './call';

/** The method and path of each accounts endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const checkEmail = call('POST', '/live/api/user/check-email');
export const checkPhone = call('POST', '/live/api/user/check-phone');
export const checkUsername = call('POST', '/live/api/user/check-username');
export const sendOtp = call('POST', '/live/api/user/send-otp');
export const checkSms = call('POST', '/live/api/user/check-sms');
export const account = call('GET', '/live/api/user/account');
export const phoneVerify = call('POST', '/live/api/user/phone-verify');
export const sendEmail = call('POST', '/live/api/user/send-email');
export const emailVerify = call('POST', '/live/api/user/email-verify');
export const forgotPassword = call('POST', '/live/api/user/forgot-password');
export const resetPassword = call('POST', '/live/api/user/reset-password');
export const changePassword = call('POST', '/live/api/user/change-password');
export const reauth = call('POST', '/live/api/user/reauth');
export const updateInfo = call('POST', '/live/api/user/update-info');
export const notificationSettings = call('GET', '/live/api/user/notification-settings');
export const updateNotificationSettings = call('POST', '/live/api/user/notification-settings');
export const signInMethods = call('GET', '/live/api/user/sign-in-methods');
export const loginGoogle = call('POST', '/other/api/user/login-google');
export const linkGoogle = call('POST', '/live/api/user/link-google');
export const unlinkGoogle = call('POST', '/live/api/user/unlink-google');
export const loginGoogleCallback = call('POST', '/other/api/user/login-google-callback');

import type { HttpHandler } from 'msw';
import * as acc from '@/lib/contract/accounts';
import { OTP } from '@/lib/domain/accounts';
import { mockEndpoint } from './handlers';
import { mockAccount, TAKEN } from './account-data';

const codeSent = { expiresIn: OTP.ttlMs / 1000, resendIn: OTP.resendCooldownMs / 1000 };

/** Account endpoints answering as for an ordinary member; tests override them with server.use(...). */
export function accountHandlers(): HttpHandler[] {
  return [
    mockEndpoint(acc.checkUsername, ({ body }) => ({ available: body.username !== TAKEN.username, valid: true })),
    mockEndpoint(acc.checkEmail, ({ body }) => ({ available: body.email.toLowerCase() !== TAKEN.email })),
    mockEndpoint(acc.checkPhone, ({ body }) => ({ available: body.phoneNumber !== TAKEN.phone })),
    mockEndpoint(acc.signInMethods, { google: false }),
    mockEndpoint(acc.sendOtp, codeSent),
    mockEndpoint(acc.sendEmail, codeSent),
    mockEndpoint(acc.checkSms, { valid: true }),
    mockEndpoint(acc.phoneVerify, ({ body }) => mockAccount({ phone: body.phoneNumber, phoneVerified: true })),
    mockEndpoint(acc.emailVerify, ({ body }) => mockAccount({ email: body.email, emailVerified: true })),
    mockEndpoint(acc.forgotPassword, { sent: true }),
    mockEndpoint(acc.resetPassword, null),
    mockEndpoint(acc.account, mockAccount()),
  ];
}

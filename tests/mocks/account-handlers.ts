import type { HttpHandler } from 'msw';
import * as acc from '@/lib/contract/accounts';
import type { AccountInfo } from '@/lib/contract/accounts';
import { OTP } from '@/lib/domain/accounts';
import { mockEndpoint } from './handlers';
import * as data from './data';

/** Names and addresses the mock API treats as taken. */
export const TAKEN = { username: 'taken_name', email: 'taken@example.com', phone: '0900000000' } as const;

export const mockAccount = (over: Partial<AccountInfo> = {}): AccountInfo => ({
  user: data.memberUser,
  username: 'demo',
  email: null,
  emailVerified: false,
  phone: null,
  phoneVerified: false,
  hasPassword: true,
  google: null,
  googleAvailable: false,
  referralCode: null,
  ...over,
});

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

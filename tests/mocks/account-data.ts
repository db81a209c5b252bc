import type { AccountInfo } from '@/lib/contract/accounts';
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

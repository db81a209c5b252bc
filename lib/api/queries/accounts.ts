import { account, notificationSettings } from '@/lib/contract/accounts-calls';
import { userInfoCall } from '@/lib/contract/user-calls';
import { callQuery } from './call-query';

/** The signed-in member's own records; each answers 401 for a guest. */
export const ACCOUNTS_KEY_ROOT = 'accounts';

/** Who the session belongs to (a guest's session answers too, flagged as a guest). */
export const userInfoQuery = () => callQuery(ACCOUNTS_KEY_ROOT, userInfoCall);

/** The account page's record: profile, contact details, sign-in methods. */
export const accountQuery = () => callQuery(ACCOUNTS_KEY_ROOT, account);

export const notificationSettingsQuery = () => callQuery(ACCOUNTS_KEY_ROOT, notificationSettings);

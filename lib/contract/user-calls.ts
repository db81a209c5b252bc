import type * as contract from './user';
import { callsOf } from './call';

/** The method and path of each user endpoint: the only place they are written. */
const call = callsOf<typeof contract>();

export const guestLogin = call('POST', '/live/api/user/guest-login');
export const guestInfo = call('GET', '/live/api/user/guest-info');
export const userInfoCall = call('GET', '/live/api/user/info');
export const login = call('POST', '/live/api/user/login');
export const register = call('POST', '/live/api/user/register');
export const refreshToken = call('POST', '/live/api/user/refresh-token');
export const logout = call('POST', '/live/api/user/logout');

import { http } from 'msw';
import { guestLogin, login, logout, refreshToken, register } from '@/lib/contract/user-calls';
import { errorResponse } from '../../handlers';
import { MEMBER_TOKEN } from '../../data';
import type { Scenario } from '../scenario';

// The calls that hand out or end a session are not refused for the token they carry.
const sessionPaths = new Set<string>([guestLogin, login, register, refreshToken, logout].map((c) => c.path));

/** The member's first access token has expired: any call carrying it answers 401 until a refresh replaces it. */
export const expiredToken: Scenario = {
  name: 'expired-token',
  about: `Calls carrying the signed-in member's first token (${MEMBER_TOKEN}) answer 401; the refreshed one works.`,
  handlers: () => [
    http.all(/\/(?:live|al|other)\/api\//, ({ request }) => {
      if (sessionPaths.has(new URL(request.url).pathname)) return undefined;
      const sent = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '').trim();
      return sent === MEMBER_TOKEN ? errorResponse(401, 'QA scenario: the access token has expired') : undefined;
    }),
  ],
};

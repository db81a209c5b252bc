import { http } from 'msw';
import { endpointKind } from '@/lib/api/error-catalogue';
import { bearerToken } from '@/server/api/context';
import { errorResponse } from '../../handlers';
import { MEMBER_TOKEN } from '../../data';
import type { Scenario } from '../scenario';

/** The member's first access token has expired: any call carrying it answers 401 until a refresh replaces it. */
export const expiredToken: Scenario = {
  name: 'expired-token',
  about: `Calls carrying the signed-in member's first token (${MEMBER_TOKEN}) answer 401; the refreshed one works.`,
  handlers: () => [
    http.all(/\/(?:live|al|other)\/api\//, ({ request }) => {
      // The calls that hand out or end a session are not refused for the token they carry.
      if (endpointKind({ path: new URL(request.url).pathname }) === 'session') return undefined;
      return bearerToken(request.headers) === MEMBER_TOKEN ? errorResponse(401, 'QA scenario: the access token has expired') : undefined;
    }),
  ],
};

import type { HttpHandler } from 'msw';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { bearerToken } from '@/server/api/context';
import { apiRoutes } from '@/server/api/routes';
import { issueAccessToken, issueGuestToken } from '@/server/auth/tokens';
import type { DemoStore } from '@/server/mock/demo-store';
import { errorResponse, mockEndpoint } from '../handlers';
import { GUEST_TOKEN, MEMBER_TOKEN, REFRESHED_TOKEN } from '../data';

/** Renewed well inside the access token's 15 minutes, so a long QA run never sends an expired one. */
const TOKEN_REUSE_MS = 5 * 60_000;

/**
 * The mock's fixed tokens, as the demo store understands them: the member's stand for the seed's
 * demo member, the guest's for a guest. Any other value goes on as sent, so a forged token still fails.
 */
function tokenTranslator(store: DemoStore): (sent: string) => Promise<string> {
  let member: { token: string; at: number } | undefined;
  let guest: { token: string; at: number } | undefined;
  const fresh = (held: { at: number } | undefined) => held !== undefined && Date.now() - held.at < TOKEN_REUSE_MS;
  return async (sent) => {
    if (sent === MEMBER_TOKEN || sent === REFRESHED_TOKEN) {
      if (!fresh(member)) member = { token: (await issueAccessToken({ id: store.memberId, siteRoleId: SITE_ROLE.member })).token, at: Date.now() };
      return member?.token ?? sent;
    }
    if (sent === GUEST_TOKEN) {
      if (!fresh(guest)) guest = { token: (await issueGuestToken()).token, at: Date.now() };
      return guest?.token ?? sent;
    }
    return sent;
  };
}

/**
 * A handler for every endpoint of the contract, answered from the demo store: the seed's data as
 * the API's own code reads it. They go after the hand-written handlers, which keep the answers the
 * QA suite's session and room tests are written against; anything those leave out is answered here.
 */
export function demoStoreHandlers(store: DemoStore): HttpHandler[] {
  const translate = tokenTranslator(store);
  return apiRoutes.map(({ endpoint }) =>
    mockEndpoint(endpoint, async ({ request }) => {
      const headers = new Headers(request.headers);
      const sent = bearerToken(headers);
      if (sent) headers.set('authorization', await translate(sent));
      const body = endpoint.method === 'GET' ? undefined : await request.text();
      const answer = await store.api(new Request(request.url, { method: request.method, headers, body }));
      const envelope = (await answer.json()) as { code: number; msg: string; data: unknown };
      if (!answer.ok) return errorResponse(answer.status, envelope.msg);
      return envelope.data;
    }),
  );
}

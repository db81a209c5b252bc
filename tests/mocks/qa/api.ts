import { getResponse, type HttpHandler } from 'msw';
import type { DemoStore } from '@/server/mock/demo-store';
import { defaultHandlers, errorResponse } from '../handlers';
import * as accounts from '@/lib/contract/accounts';
import { isEndpoint } from '@/lib/contract/endpoint';
import * as user from '@/lib/contract/user';
import { demoStoreHandlers } from './demo-handlers';
import { scenarioPicks } from './scenario';
import { SCENARIOS } from './scenarios';

/**
 * The QA mode's API: each call is answered by the mock handlers, after the handlers of the scenarios
 * its browser context picked with the scenario cookie. A call no handler knows gets the 404 envelope.
 */
export function createMockApi(normal: readonly HttpHandler[] = defaultHandlers): (request: Request) => Promise<Response> {
  return async (request) => {
    const answer = await getResponse([...pickedHandlers(request, normal), ...normal], request);
    if (answer) return answer;
    const { pathname } = new URL(request.url);
    return errorResponse(404, `no mock answers ${request.method} ${pathname}`);
  };
}

const identityPaths = new Set<string>([...Object.values(user), ...Object.values(accounts)].flatMap((v: unknown) => (isEndpoint(v) ? [v.path] : [])));
const isIdentityHandler = (h: HttpHandler) => identityPaths.has(String((h.info as { path?: unknown }).path).replace(/^\*/, ''));

/**
 * The normal answers of the QA mode. Sign-in, session and account calls keep the hand-written answers
 * (fixed tokens and a fixed member, which the session rules are tested with); every other endpoint
 * of the contract is answered from the demo store, so the pages show one consistent world.
 */
export function qaHandlers(store: DemoStore): HttpHandler[] {
  return [...defaultHandlers.filter(isIdentityHandler), ...demoStoreHandlers(store)];
}

const byName = new Map(SCENARIOS.map((s) => [s.name, s]));

function pickedHandlers(request: Request, normal: readonly HttpHandler[]): HttpHandler[] {
  return scenarioPicks(request.headers.get('cookie')).flatMap(({ name, param }) => byName.get(name)?.handlers(param, normal) ?? []);
}

/**
 * What the picked scenarios answer for a request outside the API (the build manifest, a chunk), or
 * undefined when none of them does and the server answers as usual.
 */
export async function scenarioAnswer(request: Request): Promise<Response | undefined> {
  return getResponse(pickedHandlers(request, defaultHandlers), request);
}

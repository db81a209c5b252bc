import { getResponse, type HttpHandler } from 'msw';
import { defaultHandlers, errorResponse } from '../handlers';
import { scenarioPicks } from './scenario';
import { SCENARIOS } from './scenarios';

/**
 * The QA mode's API: each call is answered by the mock handlers, after the handlers of the scenarios
 * its browser context picked with the scenario cookie. A call no handler knows gets the 404 envelope.
 */
export function createMockApi(normal: readonly HttpHandler[] = defaultHandlers): (request: Request) => Promise<Response> {
  const byName = new Map(SCENARIOS.map((s) => [s.name, s]));
  return async (request) => {
    const picked = scenarioPicks(request.headers.get('cookie')).flatMap(({ name, param }) => byName.get(name)?.handlers(param, normal) ?? []);
    const answer = await getResponse([...picked, ...normal], request);
    if (answer) return answer;
    const { pathname } = new URL(request.url);
    return errorResponse(404, `no mock answers ${request.method} ${pathname}`);
  };
}

import { getResponse, type HttpHandler } from 'msw';
import { defaultHandlers, errorResponse } from '../handlers';
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

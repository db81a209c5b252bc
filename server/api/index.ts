import { installedMockApi } from '../mock/hook';
import { createApiApp, type ApiHandler } from './app';

export { createApiApp, type ApiHandler } from './app';

let defaultApp: ApiHandler | undefined;

/** Every /live/api, /al/api and /other/api request, for Next route handlers and the Node server alike. */
export async function handleApiRequest(req: Request, env?: unknown): Promise<Response> {
  // In the QA mode every call, the pages' own included, is answered by the mock handlers.
  const mock = installedMockApi();
  if (mock) return mock(req);
  defaultApp ??= createApiApp();
  return defaultApp(req, env);
}

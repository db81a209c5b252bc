import { createApiApp, type ApiHandler } from './app';

export { createApiApp, type ApiHandler } from './app';

let defaultApp: ApiHandler | undefined;

/** Every /live/api, /al/api and /other/api request, for Next route handlers and the Node server alike. */
export async function handleApiRequest(req: Request, env?: unknown): Promise<Response> {
  defaultApp ??= createApiApp();
  return defaultApp(req, env);
}

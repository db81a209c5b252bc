/**
 * The mock mode's API, when the process was started in it (`API_MOCKING=1`). The custom server and
 * the pages' bundled code are separate module graphs in one process, so the answerer is handed over
 * on the global object: set once at start-up by the mock entry point, never by a request.
 */
export type MockApi = (request: Request) => Promise<Response>;

const KEY = Symbol.for('portal.mock-api');

type WithMockApi = typeof globalThis & { [KEY]?: MockApi };

/** Installs the mock answerer; `undefined` takes it away again (tests). */
export function installMockApi(api: MockApi | undefined): void {
  (globalThis as WithMockApi)[KEY] = api;
}

export function installedMockApi(): MockApi | undefined {
  return (globalThis as WithMockApi)[KEY];
}

import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

/** One request as the mock server saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: Headers;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

/** Starts the mock API for a test file; cookies and extra handlers are reset after each test. */
export function startMockApi(): { requests: SeenRequest[]; calls: (path: string) => SeenRequest[] } {
  const requests: SeenRequest[] = [];
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      requests.push({ method: request.method, path: new URL(request.url).pathname, headers: new Headers(request.headers) });
    });
  });
  afterEach(() => {
    server.resetHandlers();
    clearCookies();
    requests.length = 0;
  });
  afterAll(() => {
    server.events.removeAllListeners();
    server.close();
  });
  return { requests, calls: (path) => requests.filter((r) => r.path === path) };
}

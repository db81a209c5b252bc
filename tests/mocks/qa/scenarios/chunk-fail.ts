import { http, HttpResponse } from 'msw';
import type { Scenario } from '../scenario';

const CHUNK_PATH = /^https?:\/\/[^/]+\/_next\/static\/chunks\//;

/**
 * Every JS chunk answers 404, as the chunks of an old page do once a deployment removed them. Set after
 * the first load, the chunks the page already has still come from the browser's cache (they are
 * immutable), so only a chunk it has not fetched yet fails.
 */
export const chunkFail: Scenario = {
  name: 'chunk-fail',
  about: 'Every JS chunk not yet in the browser cache answers 404; set it after a page has loaded.',
  handlers: () => [http.get(CHUNK_PATH, () => new HttpResponse('QA scenario: chunk gone', { status: 404, headers: { 'cache-control': 'no-store' } }))],
};

import { http, HttpResponse } from 'msw';
import type { Scenario } from '../scenario';

// Only the stream server's paths: an API path that merely contains "/streams/" keeps its answer.
const STREAM_PATH = /^https?:\/\/[^/]+\/streams\//;

/** `stream-error:<status>`: every playlist and segment of every room answers that status (500 by default). */
export const streamError: Scenario = {
  name: 'stream-error',
  about: 'Every stream playlist and segment answers an error status: stream-error:<status>, 500 by default.',
  handlers: (param) => {
    const status = /^[45]\d\d$/.test(param ?? '') ? Number(param) : 500;
    return [http.all(STREAM_PATH, () => new HttpResponse(`QA scenario: stream ${status}`, { status, headers: { 'cache-control': 'no-store' } }))];
  },
};

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioAnswer } from '@/tests/mocks/qa/api';
import { SCENARIO_COOKIE, scenarioCookieValue } from '@/tests/mocks/qa/scenario';
import { createMockStreams } from './streams';

let origin = '';
let server: http.Server;

beforeAll(async () => {
  // The scenarios asked as the QA server asks them: by the request's URL and Cookie header.
  const intercept = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const answer = await scenarioAnswer(new Request(origin + (req.url ?? '/'), { headers: { cookie: req.headers.cookie ?? '' } }));
    if (!answer) return false;
    res.writeHead(answer.status).end(Buffer.from(await answer.arrayBuffer()));
    return true;
  };
  const streams = await createMockStreams(path.join(process.cwd(), 'public'), intercept);
  server = http.createServer((req, res) => void streams(req, res, (req.url ?? '/').split('?', 1)[0] ?? '/'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (p: string, scenarios?: string[]) =>
  fetch(origin + p, scenarios ? { headers: { cookie: `${SCENARIO_COOKIE}=${scenarioCookieValue(scenarios)}` } } : undefined);

/** The first segment a room's live media playlist names, as a path on the server. */
async function firstSegment(roomId: number): Promise<string> {
  const body = await (await get(`/streams/${roomId}/540p.m3u8`)).text();
  const uri = body.split('\n').find((line) => /\.m4s(?:$|\?)/.test(line));
  if (!uri) throw new Error(`no segment in:\n${body}`);
  const url = new URL(uri, `${origin}/streams/${roomId}/540p.m3u8`);
  return url.pathname + url.search;
}

describe('the QA mode streams', () => {
  it('streams the demo recording in any room, without a database to ask', async () => {
    for (const roomId of [301, 302, 987654]) {
      const res = await get(`/streams/${roomId}/master.m3u8`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/^#EXTM3U/);
    }
    const segment = await get(await firstSegment(301));
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp4');
  });

  it('answers every playlist and segment with an error under stream-error, for that browser only', async () => {
    const segment = await firstSegment(301);
    for (const p of ['/streams/301/master.m3u8', '/streams/301/720p.m3u8', segment]) {
      expect((await get(p, ['stream-error'])).status).toBe(500);
      expect((await get(p, ['stream-error:404'])).status).toBe(404);
      expect((await get(p)).status).toBe(200);
    }
  });

  it('keeps to its default status when the one asked for is not an error', async () => {
    expect((await get('/streams/301/master.m3u8', ['stream-error:200'])).status).toBe(500);
  });
});

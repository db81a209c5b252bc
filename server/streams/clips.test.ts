import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStreamHandler } from './handler';
import { loadDemoRecording } from './renditions';
import { decodeTimes } from './timeline';

let origin = '';
let server: http.Server;
// Clip 5 starts 20 s into the 24 s loop and runs 12 s, so it crosses into the second pass.
const CLIPS = new Map([[5, { startSeconds: 20, durationSeconds: 12 }]]);

beforeAll(async () => {
  const recording = await loadDemoRecording(path.join(process.cwd(), 'public', 'streams', 'demo'));
  const handle = createStreamHandler({ recording, roomExists: async () => false, clipSpan: async (id) => CLIPS.get(id) ?? null });
  server = http.createServer((req, res) => void handle(req, res, (req.url ?? '/').split('?', 1)[0] ?? '/'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (p: string) => fetch(origin + p);

describe('on-demand clips', () => {
  it('answers a clip master playlist with the three renditions', async () => {
    const res = await get('/streams/clips/5/master.m3u8');
    expect(res.status).toBe(200);
    expect((await res.text()).match(/^\d+p\.m3u8$/gm)).toEqual(['540p.m3u8', '720p.m3u8', '1080p.m3u8']);
  });

  it('answers a VOD media playlist of the clip, ending in ENDLIST', async () => {
    const body = await (await get('/streams/clips/5/720p.m3u8')).text();
    expect(body).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(body.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const durations = [...body.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(durations.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(12);
    expect(body).toContain('seg-10.m4s?v=');
    expect(body).toMatch(/seg-00\.m4s\?v=\w+&pass=1/);
  });

  it('serves segments on one continuous timeline across the loop', async () => {
    const body = await (await get('/streams/clips/5/540p.m3u8')).text();
    const uris = body.split('\n').filter((l) => l.includes('.m4s'));
    const times: bigint[] = [];
    for (const uri of uris) {
      const url = new URL(uri, `${origin}/streams/clips/5/540p.m3u8`);
      const res = await get(url.pathname + url.search);
      expect(res.status).toBe(200);
      times.push(decodeTimes(Buffer.from(await res.arrayBuffer()))[0] ?? 0n);
    }
    const steps = times.slice(1).map((t, i) => t - (times[i] ?? 0n));
    expect(new Set(steps).size).toBe(1);
  });

  it.each(['/streams/clips/6/master.m3u8', '/streams/clips/0/720p.m3u8', '/streams/clips/5/4k.m3u8'])('answers 404 for %s', async (p) => {
    expect((await get(p)).status).toBe(404);
  });
});

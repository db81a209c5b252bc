import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStreamHandler } from './handler';
import { loadDemoRecording } from './renditions';
import { decodeTimes } from './timeline';

let origin = '';
let server: http.Server;
let now = 1_800_000_000_000;

beforeAll(async () => {
  const recording = await loadDemoRecording(path.join(process.cwd(), 'public', 'streams', 'demo'));
  const handle = createStreamHandler({ recording, roomExists: async (id) => id === 7 || id === 8, now: () => now });
  server = http.createServer((req, res) => void handle(req, res, (req.url ?? '/').split('?', 1)[0] ?? '/'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (p: string, init?: RequestInit) => fetch(origin + p, init);

describe('stream server', () => {
  it('answers a room master playlist listing every rendition', async () => {
    const res = await get('/streams/7/master.m3u8');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    const body = await res.text();
    expect(body.startsWith('#EXTM3U')).toBe(true);
    expect(body.match(/^\d+p\.m3u8$/gm)).toEqual(['540p.m3u8', '720p.m3u8', '1080p.m3u8']);
    expect(body).toContain('RESOLUTION=1920x1080');
  });

  it('answers a live media playlist whose segments can be fetched and cached for long', async () => {
    const body = await (await get('/streams/7/1080p.m3u8')).text();
    expect(body).not.toContain('#EXT-X-ENDLIST');
    expect(body).toContain('#EXT-X-TARGETDURATION:2');
    const uris = body.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(uris).toHaveLength(6);
    const segment = await get(new URL(uris[0] ?? '', `${origin}/streams/7/1080p.m3u8`).pathname);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp4');
    expect(segment.headers.get('cache-control')).toContain('immutable');
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    const init = /URI="([^"]+)"/.exec(body)?.[1] ?? '';
    expect((await get(new URL(init, `${origin}/streams/7/1080p.m3u8`).pathname)).status).toBe(200);
  });

  it('moves the media sequence on with the clock', async () => {
    const sequence = async () => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(await (await get('/streams/7/540p.m3u8')).text())?.[1]);
    const before = await sequence();
    now += 4_000;
    expect(await sequence()).toBe(before + 2);
  });

  it('starts two rooms at different places in the loop', async () => {
    const first = async (room: number) => (await (await get(`/streams/${room}/540p.m3u8`)).text()).split('\n').find((l) => l.endsWith('.m4s') || l.includes('.m4s?'));
    expect(await first(7)).not.toBe(await first(8));
  });

  it('serves each listed segment on one growing timeline, even across the loop seam', async () => {
    const body = await (await get('/streams/7/720p.m3u8')).text();
    const uris = body.split('\n').filter((l) => l && !l.startsWith('#'));
    expect(uris.every((u) => /\?v=\w+&pass=\d+$/.test(u))).toBe(true);
    const times: bigint[] = [];
    for (const uri of uris) {
      const url = new URL(uri, `${origin}/streams/7/720p.m3u8`);
      times.push(decodeTimes(Buffer.from(await (await get(url.pathname + url.search)).arrayBuffer()))[0] ?? 0n);
    }
    const steps = times.slice(1).map((t, i) => t - (times[i] ?? 0n));
    expect(new Set(steps).size).toBe(1);
    expect((steps[0] ?? 0n) > 0n).toBe(true);
  });

  it.each(['-1', '1.5', 'x', '99999999999'])('answers 400 for a segment of pass %s', async (pass) => {
    expect((await get(`/streams/demo/540p/seg-01.m4s?pass=${pass}`)).status).toBe(400);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await get('/streams/7/master.m3u8', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await res.text()).toBe('');
  });

  it.each([
    ['a room that does not exist', '/streams/9/master.m3u8'],
    ['room zero', '/streams/0/master.m3u8'],
    ['an unknown rendition', '/streams/7/2160p.m3u8'],
    ['an unknown file', '/streams/demo/1080p/seg-99.m4s'],
    ['a path outside the recording', '/streams/demo/1080p/..%2F..%2Fpackage.json'],
    ['anything else', '/streams/7/other.txt'],
  ])('answers 404 for %s', async (_, p) => {
    expect((await get(p)).status).toBe(404);
  });

  it('refuses other methods', async () => {
    const res = await get('/streams/7/master.m3u8', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

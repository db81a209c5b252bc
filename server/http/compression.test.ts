import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseCoding, compressResponse } from './compression';

describe('chooseCoding', () => {
  it('prefers brotli, falls back to gzip, and honours q=0', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0.5, gzip;q=0.9')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('identity')).toBeNull();
    expect(chooseCoding(undefined)).toBeNull();
    expect(chooseCoding('gzip;q=nonsense')).toBeNull();
  });
});

const PAGE = `<!doctype html><html><body>${'<p>Trực tiếp bóng đá</p>'.repeat(200)}</body></html>`;
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponse(req, res);
    const url = req.url ?? '/';
    if (url === '/page') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    else if (url === '/small') res.writeHead(200, { 'content-type': 'application/json', 'content-length': '11' }).end('{"ok":true}');
    else if (url === '/image') res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(4_000));
    else if (url === '/stream') {
      res.setHeader('content-type', 'text/html');
      res.write('<p>first</p>'.repeat(200));
      (res as http.ServerResponse & { flush: () => void }).flush();
      // The rest only after the client has seen the first part: streaming survives compression.
      req.socket.once('data', () => undefined);
      setTimeout(() => res.end('<p>last</p>'), 300);
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('no');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

/** A raw request, so the body arrives as sent (fetch would decode it). */
function raw(path: string, acceptEncoding: string, method = 'GET'): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; firstChunkAt: number; endAt: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const req = http.request(`${base}${path}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      let firstChunkAt = -1;
      res.on('data', (c: Buffer) => {
        if (firstChunkAt < 0) firstChunkAt = Date.now() - started;
        chunks.push(c);
      });
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks), firstChunkAt, endAt: Date.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressResponse', () => {
  it('sends a page as brotli to a browser that takes it, and says responses vary by encoding', async () => {
    const res = await raw('/page', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(res.body).toString('utf8')).toBe(PAGE);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(PAGE) / 10);
  });

  it('uses gzip for a client without brotli, and nothing for one that takes neither', async () => {
    const gz = await raw('/page', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString('utf8')).toBe(PAGE);
    const plain = await raw('/page', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(PAGE);
  });

  it('leaves tiny answers, images and HEAD requests alone', async () => {
    expect((await raw('/small', 'br')).headers['content-encoding'], 'small').toBeUndefined();
    expect((await raw('/image', 'br')).headers['content-encoding']).toBeUndefined();
    const head = await raw('/page', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
  });

  it('keeps a streamed page streaming: what is flushed arrives before the rest is written', async () => {
    const res = await raw('/stream', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.firstChunkAt).toBeLessThan(res.endAt - 100);
    expect(zlib.brotliDecompressSync(res.body).toString('utf8')).toBe(`${'<p>first</p>'.repeat(200)}<p>last</p>`);
  });
});

describe('compressResponse and backpressure', () => {
  it('lets a writer that waits for drain finish a large streamed page', async () => {
    const big = Array.from({ length: 4_000 }, (_, i) => `<p>${i} ${Math.random().toString(36)}</p>`).join('');
    const s = http.createServer((req, res) => {
      compressResponse(req, res);
      res.setHeader('content-type', 'text/html');
      // Like Next: write a chunk, and when write says the buffer is full, wait for 'drain' before the next.
      const parts = big.match(/.{1,8192}/g) ?? [];
      const next = () => {
        while (parts.length > 0) {
          if (!res.write(parts.shift() ?? '')) return void res.once('drain', next);
        }
        res.end();
      };
      next();
    });
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
    const body = await new Promise<Buffer>((resolve, reject) => {
      http.get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    s.close();
    expect(zlib.brotliDecompressSync(body).toString('utf8')).toBe(big);
  });
});

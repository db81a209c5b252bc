import { createHash } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, pageCacheKey } from './page-cache';

let server: http.Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose renderer counts its renders, answers slowly and sets a visitor cookie. */
async function start(clock: { now: number }, status = 200) {
  const cache = createPageCache({ ttlMs: 3_000, now: () => clock.now });
  let renders = 0;
  server = http.createServer((req, res) =>
    cache.handle(req, res, (_rq, rs) => {
      renders++;
      rs.setHeader('set-cookie', `guestToken=visitor-${renders}`);
      rs.setHeader('content-type', 'text/html');
      rs.statusCode = status;
      rs.write(`<p>render ${renders}`);
      setTimeout(() => rs.end('</p>'), 30);
    }),
  );
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
    return { status: res.status, body: await res.text(), cookie: res.headers.get('set-cookie'), hit: res.headers.get('x-page-cache') };
  };
  return { get, renders: () => renders };
}

describe('shared page cache', () => {
  it('renders a page once for a crowd of guests and never replays the first visitor’s cookies', async () => {
    const clock = { now: 0 };
    const s = await start(clock);
    const answers = await Promise.all(Array.from({ length: 10 }, () => s.get('/tran-dau/a-vs-b/1?leagueId=2')));
    expect(s.renders()).toBe(1);
    expect(new Set(answers.map((a) => a.body))).toEqual(new Set(['<p>render 1</p>']));
    expect(answers.filter((a) => a.cookie !== null)).toHaveLength(1);
    expect((await s.get('/en/ket-qua/bong-da')).body).toBe('<p>render 2</p>');
    expect((await s.get('/tran-dau/a-vs-b/1?leagueId=2')).hit).toBe('hit');
    clock.now = 3_001;
    expect((await s.get('/tran-dau/a-vs-b/1?leagueId=2')).body).toBe('<p>render 3</p>');
  });

  it('serves members the shared copy of pages that look the same to everyone', async () => {
    const s = await start({ now: 0 });
    const guest = await s.get('/tran-dau/a-vs-b/1?leagueId=2');
    const member = await s.get('/tran-dau/a-vs-b/1?leagueId=2', { cookie: 'token=member' });
    expect(member).toMatchObject({ body: guest.body, hit: 'hit', cookie: null });
    await s.get('/en', { cookie: 'token=member' });
    await s.get('/en');
    expect(s.renders()).toBe(2);
  });

  it('keeps pages only, not the share card drawn under a page’s address', async () => {
    const cache = createPageCache({ ttlMs: 3_000, now: () => 0 });
    let renders = 0;
    server = http.createServer((req, res) =>
      cache.handle(req, res, (_rq, rs) => {
        renders++;
        rs.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'public, max-age=60' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const card = `http://127.0.0.1:${port}/en/tran-dau/a-vs-b/1/opengraph-image-x1/card`;
    await fetch(card);
    const again = await fetch(card);
    expect(renders).toBe(2);
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('always renders for members on pages with their own data, other pages and failed renders', async () => {
    const s = await start({ now: 0 });
    await s.get('/chatroom/theo-doi', { cookie: 'token=member' });
    await s.get('/chatroom/theo-doi', { cookie: 'guestToken=g; token=member' });
    await s.get('/tip-keo/tip-cua-toi', { cookie: 'token=member' });
    await s.get('/tip-keo/tip-cua-toi', { cookie: 'token=member' });
    await s.get('/tai-khoan');
    await s.get('/tai-khoan');
    expect(s.renders()).toBe(6);
    const failing = await start({ now: 0 }, 500);
    await failing.get('/giai-dau/x/1');
    await failing.get('/giai-dau/x/1');
    expect(failing.renders()).toBe(2);
  });

  it('keeps locales and time zones apart, and shares a page across encodings (it is compressed on the way out)', () => {
    const req = (url: string, headers: http.IncomingHttpHeaders = {}) => ({ method: 'GET', url, headers }) as http.IncomingMessage;
    const plain = pageCacheKey(req('/ty-le-keo/bong-da'));
    expect(plain).not.toBeNull();
    expect(pageCacheKey(req('/ty-le-keo/bong-da', { cookie: 'timezone=Asia/Tokyo' }))).not.toBe(plain);
    expect(pageCacheKey(req('/ty-le-keo/bong-da', { 'accept-encoding': 'gzip' }))).toBe(plain);
    expect(pageCacheKey(req('/tai-khoan'))).toBeNull();
    for (const home of ['/', '/en', '/zh', '/?utm=x']) expect(pageCacheKey(req(home))).not.toBeNull();
    expect(pageCacheKey(req('/en'))).not.toBe(pageCacheKey(req('/')));
    expect(pageCacheKey(req('/engl'))).toBeNull();
    const member = { cookie: 'token=member' };
    for (const shared of ['/', '/zh', '/chatroom', '/en/chatroom', '/tran-dau/a-vs-b/1', '/giai-dau/x/1', '/cau-thu/x/1', '/en/san-van-dong/x/1', '/quan-ly-doi-bong/x/1', '/ket-qua/bong-da', '/doi-bong/x/1']) {
      expect(pageCacheKey(req(shared, member)), shared).toBe(pageCacheKey(req(shared)));
    }
    for (const personal of ['/chatroom/kham-pha', '/en/chatroom/theo-doi', '/chatroom/phong/30', '/chatroom/tin-nhan', '/tip-keo/tip-cua-toi']) {
      expect(pageCacheKey(req(personal)), personal).not.toBeNull();
      expect(pageCacheKey(req(personal, member)), personal).toBeNull();
    }
    expect(pageCacheKey(req('/doi-bong-yeu-thich'))).toBeNull();
    expect(pageCacheKey({ ...req('/ket-qua/bong-da'), method: 'POST' } as http.IncomingMessage)).toBeNull();
  });
});

describe('shared page cache, client navigations and renewal', () => {
  /** A renderer that answers router requests with an RSC payload and pages with HTML. */
  async function startRouter(clock: { now: number }) {
    const cache = createPageCache({ ttlMs: 3_000, staleMs: 10_000, now: () => clock.now });
    let renders = 0;
    server = http.createServer((req, res) =>
      cache.handle(req, res, (rq, rs) => {
        renders++;
        rs.setHeader('content-type', rq.headers.rsc ? 'text/x-component' : 'text/html');
        rs.setHeader('vary', 'rsc, next-router-state-tree');
        setTimeout(() => rs.end(`${rq.headers.rsc ? 'rsc' : 'html'} ${rq.headers['next-router-state-tree'] ?? '-'} ${renders}`), 30);
      }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = async (path: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      return { body: await res.text(), type: res.headers.get('content-type'), hit: res.headers.get('x-page-cache') };
    };
    return { get, renders: () => renders };
  }

  it('keeps a navigation’s RSC payload apart from the page, per router state, for members too', async () => {
    const s = await startRouter({ now: 0 });
    const page = '/lich-truc-tiep?_rsc=1';
    const fromHome = { rsc: '1', 'next-router-state-tree': 'home', cookie: 'token=member' };
    expect((await s.get(page, fromHome)).body).toBe('rsc home 1');
    expect(await s.get(page, { ...fromHome, cookie: '' })).toEqual({ body: 'rsc home 1', type: 'text/x-component', hit: 'hit' });
    expect((await s.get(page, { ...fromHome, 'next-router-state-tree': 'match' })).body).toBe('rsc match 2');
    expect((await s.get(page, { ...fromHome, 'next-router-prefetch': '1' })).body).toBe('rsc home 3');
    expect((await s.get(page)).body).toBe('html - 4');
    expect((await s.get('/chatroom/theo-doi?_rsc=1', { rsc: '1', cookie: 'token=member' })).hit).toBeNull();
    expect((await s.get('/chatroom/theo-doi?_rsc=1', { rsc: '1', cookie: 'token=member' })).hit).toBeNull();
  });

  it('answers the crowd from an expired copy while one visitor renders the next, within the stale window', async () => {
    const clock = { now: 0 };
    const s = await startRouter(clock);
    await s.get('/lich-truc-tiep');
    clock.now = 3_500;
    const crowd = await Promise.all(Array.from({ length: 5 }, () => s.get('/lich-truc-tiep')));
    // Whichever request came first renders; the others are answered at once from the old copy.
    expect(crowd.map((a) => a.body).sort()).toEqual([...Array(4).fill('html - 1'), 'html - 2']);
    expect((await s.get('/lich-truc-tiep')).body).toBe('html - 2');
    clock.now = 3_500 + 3_000 + 10_001;
    const late = await Promise.all(Array.from({ length: 3 }, () => s.get('/lich-truc-tiep')));
    expect(late.map((a) => a.body)).toEqual(Array(3).fill('html - 3'));
    expect(s.renders()).toBe(3);
  });
});

describe('shared page cache and the content security policy', () => {
  const SCRIPT = 'self.__next_f.push([1,"x"])';
  const HASH = `sha256-${createHash('sha256').update(SCRIPT).digest('base64')}`;

  /** A renderer that gives each render its own nonce and sends the page gzip-encoded (or as `encoding`). */
  async function startNonced(encoding = 'gzip') {
    const cache = createPageCache({ ttlMs: 3_000, replayPolicy: (_req, hashes) => `script-src 'self' ${hashes.map((h) => `'${h}'`).join(' ')}` });
    let renders = 0;
    server = http.createServer((req, res) =>
      cache.handle(req, res, (_rq, rs) => {
        renders++;
        rs.setHeader('content-security-policy', `script-src 'self' 'nonce-render${renders}'`);
        rs.setHeader('content-type', 'text/html');
        rs.setHeader('content-encoding', encoding);
        rs.end(zlib.gzipSync(`<p>render ${renders}</p><script nonce="render${renders}">${SCRIPT}</script>`));
      }),
    );
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (path: string) =>
      new Promise<{ csp: string; hit: string | undefined }>((resolve, reject) => {
        http.get(`http://127.0.0.1:${port}${path}`, (res) => {
          res.resume();
          res.on('end', () => resolve({ csp: String(res.headers['content-security-policy']), hit: res.headers['x-page-cache'] as string | undefined }));
        }).on('error', reject);
      });
    return { get, renders: () => renders };
  }

  it('replays a stored page with a policy that allows its scripts by hash, never the first visitor’s nonce', async () => {
    const s = await startNonced();
    expect((await s.get('/en')).csp).toBe("script-src 'self' 'nonce-render1'");
    const replay = await s.get('/en');
    expect(replay.hit).toBe('hit');
    expect(replay.csp).toBe(`script-src 'self' '${HASH}'`);
    expect(replay.csp).not.toContain('nonce');
  });

  it('does not keep a page whose scripts it cannot read', async () => {
    const s = await startNonced('zstd');
    await s.get('/en');
    expect((await s.get('/en')).hit).toBeUndefined();
    expect(s.renders()).toBe(2);
  });
});

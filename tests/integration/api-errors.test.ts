import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as resource from '@/lib/contract/resource';
import * as schedule from '@/lib/contract/schedule';
import * as user from '@/lib/contract/user';
import type { Endpoint } from '@/lib/contract/endpoint';
import { createApiApp } from '@/server/api';
import { logger } from '@/server/logger';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

const isEndpoint = (v: unknown): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v;
const contractExports: unknown[] = [...Object.values(user), ...Object.values(schedule), ...Object.values(resource)];
const endpoints = contractExports.filter(isEndpoint);

describe.each(backends)('API error handling on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await openHarness(backend);
  });
  afterAll(async () => {
    await h.t.close();
  });

  it('answers an unknown path with a 404 envelope', async () => {
    for (const url of ['/live/api/nope', '/al/api/live/nope', '/other/api/', '/elsewhere']) {
      const res = await call(h.api, url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: `Not found: ${url}`, data: null });
    }
  });

  it('answers a known path called with the wrong method with 405', async () => {
    const get = await call(h.api, '/live/api/user/login');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(get.body.code).toBe(405);
    const post = await call(h.api, '/live/api/schedule/feature-match', { method: 'POST', body: {} });
    expect(post.status).toBe(405);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await call(h.api, '/live/api/user/login', { body: '{"username": "a", ' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: 'body: malformed JSON', data: null });
  });

  it('answers a wrong type, a null body and an unknown field with 422 naming the field', async () => {
    const wrongType = await call(h.api, '/live/api/user/login', { body: { username: 42, password: 'x' } });
    expect(wrongType.body).toMatchObject({ code: 422, msg: 'username: expected string' });
    const nullBody = await call(h.api, '/live/api/user/login', { body: 'null' });
    expect(nullBody.body).toMatchObject({ code: 422, msg: 'body: expected object' });
    const extra = await call(h.api, '/live/api/user/login', { body: { username: 'a', password: 'b', admin: true } });
    expect(extra.body).toMatchObject({ code: 422, msg: 'admin: unknown field' });
    expect(extra.status).toBe(422);
  });

  it('answers a body over 64 KB with 413, with or without a declared length', async () => {
    const big = JSON.stringify({ username: 'a', password: 'x'.repeat(70_000) });
    expect((await call(h.api, '/live/api/user/login', { body: big })).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
        controller.close();
      },
    });
    const res = await h.api(new Request('http://localhost/live/api/user/login', { method: 'POST', body: stream, duplex: 'half' } as RequestInit));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413 });
  });

  it('never answers a client mistake with a 500', async () => {
    const junkQueries = ['?%FF=1', '?pageSize=-1e309', '?date=9999-99-99&timezone=%00', '?id=NaN&locale=', '?a[b]=c'];
    const junkBodies = ['', '{', '[]', '"x"', '123', '{"__proto__":{"x":1}}', '{"refreshToken":123}', '\u0000'];
    for (const e of endpoints) {
      for (const qs of junkQueries) {
        const res = await call(h.api, `${e.path}${qs}`, { method: e.method });
        expect(res.status, `${e.method} ${e.path}${qs}`).toBeLessThan(500);
      }
      for (const body of junkBodies) {
        const res = await call(h.api, e.path, { method: 'POST', body });
        expect(res.status, `POST ${e.path} ${JSON.stringify(body)}`).toBeLessThan(500);
      }
    }
  });

  it('answers an unexpected failure with a generic 500 and logs it', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const broken = createApiApp({ getDb: async () => { throw new Error('connection refused'); } });
    const res = await call(broken, '/live/api/schedule/feature-match');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, msg: 'Internal server error', data: null });
    expect(logged).toHaveBeenCalledOnce();
  });
});

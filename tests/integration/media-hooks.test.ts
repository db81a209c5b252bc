import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rotateStreamKey } from '@/server/media-pipeline/stream-keys';
import { openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();
const SECRET = 'hook-secret-0123456789abcdef';
const ROOM = 1; // Tuấn's room of the live football match, in the test dataset
const MTX = '/other/api/media/mediamtx-auth';
const SRS = '/other/api/media/srs-hook';
const READY = '/other/api/media/ready';

describe.each(backends)('media server hooks on $name', (backend) => {
  let h: Harness;
  let key: string;
  let owner: number;

  /** Posts to a hook; `secret: null` sends none. Answers the status and the raw body. */
  const hook = async (path: string, body: unknown, opts: { secret?: string | null; bearer?: string; method?: string } = {}) => {
    const secret = opts.secret === undefined ? SECRET : opts.secret;
    const url = `http://localhost${path}${secret === null ? '' : `?secret=${encodeURIComponent(secret)}`}`;
    const headers = new Headers({ 'content-type': 'application/json' });
    if (opts.bearer) headers.set('authorization', `Bearer ${opts.bearer}`);
    const method = opts.method ?? 'POST';
    const res = await h.api(new Request(url, { method, headers, body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body) }));
    return { status: res.status, text: await res.text() };
  };
  const mtx = (body: Record<string, unknown>, opts?: Parameters<typeof hook>[2]) =>
    hook(MTX, { user: '', password: '', token: '', ip: '203.0.113.9', protocol: 'rtmp', id: null, query: '', ...body }, opts);
  const publishMtx = (k = key) => mtx({ action: 'publish', path: `live/${k}` });
  const srs = (action: string, stream = key, extra: Record<string, unknown> = {}) =>
    hook(SRS, { action, client_id: '341w361a', ip: '203.0.113.9', vhost: '__defaultVhost__', app: 'live', stream, param: '', server_id: 'vid-0xk989d', ...extra });

  const broadcast = () => h.t.db.selectFrom('broadcasts').selectAll().where('userId', '=', owner).orderBy('id', 'desc').executeTakeFirstOrThrow();
  const refusal = async () => (await h.t.db.selectFrom('streamKeys').select('lastRefusal').where('userId', '=', owner).executeTakeFirstOrThrow()).lastRefusal;
  const plan = () =>
    h.t.db
      .insertInto('broadcasts')
      .values({ userId: owner, roomId: ROOM, title: 'Bình luận', language: 'vi', state: 'ready', source: null, node: null, sourceWidth: null, sourceHeight: null, health: null, outputDir: null, recordingId: null, createdAt: TEST_NOW, startedAt: null, lastDataAt: null, endRequestedAt: null, endedAt: null })
      .execute();

  beforeAll(async () => {
    h = await openHarness(backend);
    owner = h.data.commentators.tuan;
  });
  afterAll(async () => {
    await h.t.close();
  });
  beforeEach(async () => {
    process.env.MEDIA_HOOK_SECRET = SECRET;
    await h.t.db.deleteFrom('broadcasts').execute();
    await h.t.db.deleteFrom('mediaJobs').execute();
    await h.t.db.deleteFrom('mediaAssets').execute();
    await h.t.db.updateTable('liveRooms').set({ demo: 1 }).execute();
    key = (await rotateStreamKey(h.t.db, owner, TEST_NOW)).key;
    await plan();
  });
  afterEach(() => {
    delete process.env.MEDIA_HOOK_SECRET;
  });

  describe('MediaMTX authentication', () => {
    it("lets a current key with a planned broadcast publish, and puts the room on air", async () => {
      expect((await publishMtx()).status).toBe(200);
      expect(await broadcast()).toMatchObject({ state: 'live', source: 'rtmp', node: 'mediamtx', sourceWidth: null, sourceHeight: null });
      const room = await h.t.db.selectFrom('liveRooms').select('demo').where('id', '=', ROOM).executeTakeFirstOrThrow();
      expect(room.demo).toBe(0);
    });

    it('accepts the path with a leading slash', async () => {
      expect((await mtx({ action: 'publish', path: `/live/${key}` })).status).toBe(200);
    });

    it('refuses a second publish on a key already live, and says why in the studio', async () => {
      await publishMtx();
      expect((await publishMtx()).status).toBe(401);
      expect(await refusal()).toBe('already-live');
      expect((await broadcast()).state).toBe('live');
    });

    it('refuses a rotated key', async () => {
      const old = key;
      await rotateStreamKey(h.t.db, owner, TEST_NOW);
      expect((await publishMtx(old)).status).toBe(401);
      expect((await broadcast()).state).toBe('ready');
    });

    it('refuses a key whose owner planned no broadcast', async () => {
      await h.t.db.deleteFrom('broadcasts').execute();
      expect((await publishMtx()).status).toBe(401);
      expect(await refusal()).toBe('no-plan');
    });

    it.each([['another app', 'other/KEY'], ['a nested path', 'live/KEY/x'], ['no key', 'live/'], ['an unknown key', 'live/live_unknown']])('refuses %s', async (_, path) => {
      expect((await mtx({ action: 'publish', path: path.replace('KEY', key) })).status).toBe(401);
    });

    it.each(['read', 'playback'])('lets a client %s', async (action) => {
      expect((await mtx({ action, path: 'live/anything' })).status).toBe(200);
    });

    it.each(['api', 'metrics', 'pprof', 'unknown'])('refuses the %s action', async (action) => {
      expect((await mtx({ action, path: `live/${key}` })).status).toBe(401);
    });

    it('takes the secret as a bearer token too', async () => {
      expect((await mtx({ action: 'read', path: 'live/x' }, { secret: null, bearer: SECRET })).status).toBe(200);
    });
  });

  describe('SRS callbacks', () => {
    it('answers a bare 0 to let a publish in, and puts the room on air', async () => {
      expect(await srs('on_publish')).toEqual({ status: 200, text: '0' });
      expect(await broadcast()).toMatchObject({ state: 'live', node: 'srs', source: 'rtmp' });
    });

    it('waits for a stopped stream, and resumes the same broadcast when it comes back', async () => {
      await srs('on_publish');
      const first = await broadcast();
      expect(await srs('on_unpublish')).toEqual({ status: 200, text: '0' });
      expect((await broadcast()).state).toBe('reconnecting');
      expect((await srs('on_publish')).text).toBe('0');
      expect(await broadcast()).toMatchObject({ id: first.id, state: 'live' });
    });

    it('refuses a second publish on a key already live', async () => {
      await srs('on_publish');
      expect((await srs('on_publish')).status).toBe(401);
      expect(await refusal()).toBe('already-live');
    });

    it('refuses a rotated key', async () => {
      const old = key;
      await rotateStreamKey(h.t.db, owner, TEST_NOW);
      const res = await srs('on_publish', old);
      expect(res.status).toBe(401);
      expect(res.text).not.toBe('0');
    });

    it('refuses another app', async () => {
      expect((await srs('on_publish', key, { app: 'other' })).status).toBe(401);
    });

    it('refuses callbacks it does not handle', async () => {
      expect((await srs('on_play')).status).toBe(401);
    });

    it("leaves a broadcast of the site's own ingest alone on an unpublish", async () => {
      await h.t.db.updateTable('broadcasts').set({ state: 'live', node: 'node-a' }).where('userId', '=', owner).execute();
      expect((await srs('on_unpublish')).text).toBe('0');
      expect((await broadcast()).state).toBe('live');
    });
  });

  describe('the ready command', () => {
    it("answers the room a media server's stream airs in", async () => {
      await publishMtx();
      expect(await hook(READY, { path: `live/${key}` })).toEqual({ status: 200, text: String(ROOM) });
    });

    it("answers 404 for a key with nothing on air there, or on the site's own ingest", async () => {
      expect((await hook(READY, { path: `live/${key}` })).status).toBe(404);
      await h.t.db.updateTable('broadcasts').set({ state: 'live', node: 'node-a' }).where('userId', '=', owner).execute();
      expect((await hook(READY, { path: `live/${key}` })).status).toBe(404);
    });
  });

  describe.each([
    ['mediamtx-auth', MTX, { action: 'publish', path: 'live/x' }],
    ['srs-hook', SRS, { action: 'on_publish', app: 'live', stream: 'x' }],
    ['ready', READY, { path: 'live/x' }],
  ])('every hook: %s', (_, path, body) => {
    it('does not exist without MEDIA_HOOK_SECRET', async () => {
      delete process.env.MEDIA_HOOK_SECRET;
      expect((await hook(path, body)).status).toBe(404);
    });

    it('refuses a wrong or missing secret, changing nothing', async () => {
      expect((await hook(path, body, { secret: 'not-the-secret' })).status).toBe(401);
      expect((await hook(path, body, { secret: null })).status).toBe(401);
      expect((await hook(path, body, { secret: `${SECRET}x` })).status).toBe(401);
      expect((await broadcast()).state).toBe('ready');
    });

    it('answers 400 for a body that is not JSON, and 422 for one without its fields', async () => {
      expect((await hook(path, '{"action":')).status).toBe(400);
      expect((await hook(path, {})).status).toBe(422);
      expect((await hook(path, [])).status).toBe(422);
      expect((await hook(path, { ...body, path: 42, stream: 42 })).status).toBe(422);
    });

    it('answers only POST', async () => {
      expect((await hook(path, null, { method: 'GET' })).status).toBe(405);
    });
  });
});

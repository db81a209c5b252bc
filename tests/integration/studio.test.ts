import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Broadcast, StudioOverview } from '@/lib/contract/studio';
import { INGEST_SOCKET_PATH, STREAM_KEY_PATTERN } from '@/lib/domain/broadcast';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { issueAccessToken } from '@/server/auth/tokens';
import { streamArrived, streamStopped } from '@/server/media-pipeline/broadcasts';
import { recordRefusal, userForStreamKey } from '@/server/media-pipeline/stream-keys';
import { takeIngestTicket } from '@/server/media-pipeline/tickets';
import { call } from '../fixtures/api-harness';
import { openAccountHarness, type AccountHarness } from '../fixtures/account-harness';
import { testBackends } from '../fixtures/test-db';
import { guestToken, memberToken } from './auth-tokens';

const backends = await testBackends();
const S = '/al/api/studio';
const MINUTE = 60_000;
const PLAN = { title: 'Bình luận trực tiếp', language: 'vi' } as const;

describe.each(backends)('the studio API on $name', (backend) => {
  let h: AccountHarness;
  let tuan: string;
  let mai: string;
  let long: string;
  let member: string;
  beforeAll(async () => {
    h = await openAccountHarness(backend);
    const commentator = async (id: number) => (await issueAccessToken({ id, siteRoleId: SITE_ROLE.commentator })).token;
    tuan = await commentator(h.data.commentators.tuan);
    mai = await commentator(h.data.commentators.mai);
    long = await commentator(h.data.commentators.long);
    member = await memberToken(h.data.fanId);
  });
  afterAll(async () => {
    await h.t.close();
  });

  const as = (token: string, headers?: Record<string, string>) => ({
    get: <T>(path: string) => call<T>(h.api, `${S}/${path}`, { token, headers }),
    post: <T>(path: string, body: unknown = {}) => call<T>(h.api, `${S}/${path}`, { token, body, headers }),
  });
  const overview = async (token: string) => (await as(token).get<StudioOverview>('overview')).body.data;
  const endAll = async () => {
    for (const token of [tuan, mai, long]) await as(token).post('end');
  };

  const gets = ['overview', 'broadcast'];
  const posts: [string, unknown][] = [['key', {}], ['plan', { roomId: 1, ...PLAN }], ['end', {}], ['ticket', {}]];

  it('asks a guest or nobody to log in (401), on every call', async () => {
    const guest = (await guestToken()).token;
    for (const path of gets) {
      expect((await call(h.api, `${S}/${path}`)).status, path).toBe(401);
      expect((await as(guest).get(path)).status, path).toBe(401);
    }
    for (const [path, body] of posts) {
      expect((await call(h.api, `${S}/${path}`, { body })).status, path).toBe(401);
      expect((await as(guest).post(path, body)).status, path).toBe(401);
    }
  });

  it('refuses a member who is not a commentator (403), on every call', async () => {
    for (const path of gets) expect((await as(member).get(path)).status, path).toBe(403);
    for (const [path, body] of posts) expect((await as(member).post(path, body)).status, path).toBe(403);
    expect(await h.t.db.selectFrom('streamKeys').select('userId').where('userId', '=', h.data.fanId).execute()).toEqual([]);
  });

  it('reads the role from the account, not from what the token claims', async () => {
    const claimed = (await issueAccessToken({ id: h.data.fanId, siteRoleId: SITE_ROLE.commentator })).token;
    expect((await as(claimed).get('overview')).status).toBe(403);
  });

  it('opens the studio to staff too, with no rooms of their own', async () => {
    const row = await h.t.db
      .insertInto('users')
      .values({ username: 'studio_staff', passwordHash: 'x', displayName: 'Staff', nickname: null, profilePicture: null, siteRoleId: SITE_ROLE.staff, email: null, phone: null, createdAt: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const staff = (await issueAccessToken({ id: row.id, siteRoleId: SITE_ROLE.staff })).token;
    const res = await as(staff).get<StudioOverview>('overview');
    expect(res.status).toBe(200);
    expect(res.body.data.rooms).toEqual([]);
  });

  it('gives the ingest address of the host the page was asked on, and the encoder settings', async () => {
    const res = await as(tuan, { host: 'Studio.Example:8443' }).get<StudioOverview>('overview');
    expect(res.body.data.ingest).toEqual({ rtmpServer: 'rtmp://studio.example:1935/live', browserSocketPath: INGEST_SOCKET_PATH });
    expect(res.body.data.encoder).toMatchObject({ keyframeIntervalSeconds: 2, fps: 30, resolution: '1920x1080' });
    const forged = await as(tuan, { host: 'evil.example"><script>' }).get<StudioOverview>('overview');
    expect(forged.body.data.ingest.rtmpServer).toBe('rtmp://localhost:1935/live');
  });

  it('lists the rooms the commentator hosts whose match is not over, live first then soonest', async () => {
    expect((await overview(tuan)).rooms.map((r) => r.roomId)).toEqual([1, 4]);
    expect((await overview(long)).rooms.map((r) => r.roomId)).toEqual([3, 6]);
    const mine = await overview(mai);
    expect(mine.rooms.map((r) => r.roomId)).toEqual([2]);
    expect(mine.rooms[0]?.match).toMatchObject({ home: 'Hà Nội FC', away: 'Hải Phòng' });
  });

  it('shows a new key once; the studio then knows only its last characters', async () => {
    expect((await overview(tuan)).key).toBeNull();
    const made = await as(tuan).post<{ key: string; hint: string }>('key');
    expect(made.status).toBe(200);
    expect(made.body.data.key).toMatch(STREAM_KEY_PATTERN);
    expect(made.body.data.hint).toBe(made.body.data.key.slice(-4));
    const after = await as(tuan).get<StudioOverview>('overview');
    expect(after.body.data.key?.hint).toBe(made.body.data.hint);
    expect(JSON.stringify(after.body)).not.toContain(made.body.data.key);
    expect(await userForStreamKey(h.t.db, made.body.data.key)).toBe(h.data.commentators.tuan);
  });

  it('retires the old key when the key is rotated', async () => {
    const first = (await as(mai).post<{ key: string }>('key')).body.data.key;
    const second = (await as(mai).post<{ key: string }>('key')).body.data.key;
    expect(second).not.toBe(first);
    expect(await userForStreamKey(h.t.db, first)).toBeNull();
    expect(await userForStreamKey(h.t.db, second)).toBe(h.data.commentators.mai);
  });

  it('plans a broadcast, ready for its stream, in a room the commentator hosts', async () => {
    await endAll();
    const res = await as(tuan).post<Broadcast>('plan', { roomId: 1, ...PLAN });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ roomId: 1, state: 'ready', title: PLAN.title, language: 'vi', source: null, health: null });
    expect(res.body.data.roomPath).toBe('/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-1');
    expect(res.body.data.groupId).toEqual(expect.any(Number));
    expect((await as(tuan).get<{ broadcast: Broadcast | null }>('broadcast')).body.data.broadcast?.id).toBe(res.body.data.id);
  });

  it('answers 404 for a room somebody else hosts, or none', async () => {
    expect((await as(tuan).post('plan', { roomId: 2, ...PLAN })).status).toBe(404);
    expect((await as(tuan).post('plan', { roomId: 999_999, ...PLAN })).status).toBe(404);
  });

  it('answers 409 for a room whose match is over', async () => {
    const res = await as(mai).post('plan', { roomId: 5, ...PLAN });
    expect(res.status).toBe(409);
    expect((await as(mai).get<{ broadcast: Broadcast | null }>('broadcast')).body.data.broadcast).toBeNull();
  });

  it('refuses a malformed plan with 422 naming the field, and writes nothing', async () => {
    const before = await h.t.db.selectFrom('broadcasts').select('id').execute();
    const bad = [
      { roomId: 1, title: '   ', language: 'vi' },
      { roomId: 1, title: 'x'.repeat(121), language: 'vi' },
      { roomId: 1, title: 'Ok', language: 'fr' },
      { roomId: '1', title: 'Ok', language: 'vi' },
      { roomId: 1, title: 'Ok', language: 'vi', state: 'live' },
    ];
    for (const body of bad) expect((await as(long).post('plan', body)).status, JSON.stringify(body)).toBe(422);
    expect((await as(long).post('key', { extra: 1 })).status).toBe(422);
    expect(await h.t.db.selectFrom('broadcasts').select('id').execute()).toEqual(before);
  });

  it('takes JSON only: a form or plain-text body is refused before it is read', async () => {
    const sent = (type: string, body: string) => call(h.api, `${S}/plan`, { token: long, body, headers: { 'content-type': type } });
    expect((await sent('application/x-www-form-urlencoded', 'roomId=3&title=x&language=vi')).status).toBe(415);
    expect((await sent('text/plain', JSON.stringify({ roomId: 3, ...PLAN }))).status).toBe(415);
    expect((await sent('application/json', '{"roomId":3,')).status).toBe(400);
  });

  it('moves a broadcast that still waits to another room, keeping it one broadcast', async () => {
    await endAll();
    const first = (await as(long).post<Broadcast>('plan', { roomId: 3, ...PLAN })).body.data;
    const moved = await as(long).post<Broadcast>('plan', { roomId: 6, title: 'Esports', language: 'en' });
    expect(moved.body.data).toMatchObject({ id: first.id, roomId: 6, title: 'Esports', language: 'en', state: 'ready' });
  });

  it('lets a broadcast on air change its title and language, but not its room (409)', async () => {
    await endAll();
    const planned = (await as(tuan).post<Broadcast>('plan', { roomId: 1, ...PLAN })).body.data;
    await streamArrived(h.t.db, { userId: h.data.commentators.tuan, source: 'rtmp', node: 'n1', width: 1920, height: 1080, now: h.clock.now });
    const retitled = await as(tuan).post<Broadcast>('plan', { roomId: 1, title: 'Hiệp hai', language: 'en' });
    expect(retitled.body.data).toMatchObject({ id: planned.id, state: 'live', title: 'Hiệp hai', language: 'en' });
    expect((await as(tuan).post('plan', { roomId: 4, ...PLAN })).status).toBe(409);
    await streamStopped(h.t.db, planned.id, h.clock.now);
    expect((await as(tuan).post('plan', { roomId: 4, ...PLAN })).status).toBe(409);
  });

  it('ends the broadcast: its room goes off air and its recording is queued', async () => {
    const open = (await as(tuan).get<{ broadcast: Broadcast | null }>('broadcast')).body.data.broadcast;
    expect(open?.state).toBe('reconnecting');
    const ended = await as(tuan).post<Broadcast>('end');
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ id: open?.id, state: 'ended', endedAt: h.clock.now });
    expect((await as(tuan).get<{ broadcast: Broadcast | null }>('broadcast')).body.data.broadcast).toBeNull();
    const recordings = (await overview(tuan)).recordings;
    expect(recordings[0]).toMatchObject({ title: 'Hiệp hai', state: 'queued', playlist: null, progress: 0 });
  });

  it('answers 404 to ending when there is nothing to end', async () => {
    await endAll();
    expect((await as(tuan).post('end')).status).toBe(404);
  });

  it('gives a browser-ingest ticket only for a broadcast that waits for its stream (409 otherwise)', async () => {
    await endAll();
    expect((await as(long).post('ticket')).status).toBe(409);
    const planned = (await as(long).post<Broadcast>('plan', { roomId: 3, ...PLAN })).body.data;
    const given = await as(long).post<{ ticket: string; path: string }>('ticket');
    expect(given.status).toBe(200);
    expect(given.body.data.path.startsWith(`${INGEST_SOCKET_PATH}?ticket=`)).toBe(true);
    expect(await takeIngestTicket(given.body.data.ticket, Date.now())).toBe(h.data.commentators.long);
    await streamArrived(h.t.db, { userId: h.data.commentators.long, source: 'browser', node: 'n1', width: 1280, height: 720, now: h.clock.now });
    expect((await as(long).post('ticket')).status).toBe(409);
    await streamStopped(h.t.db, planned.id, h.clock.now);
    expect((await as(long).post('ticket')).status).toBe(200);
  });

  it('says why the latest stream was refused, for ten minutes', async () => {
    await as(mai).post('key');
    await recordRefusal(h.t.db, h.data.commentators.mai, 'unsupported-codec', h.clock.now);
    const res = await as(mai).get<{ refusal: unknown }>('broadcast');
    expect(res.body.data.refusal).toEqual({ reason: 'unsupported-codec', at: h.clock.now });
    h.clock.advance(11 * MINUTE);
    expect((await as(mai).get<{ refusal: unknown }>('broadcast')).body.data.refusal).toBeNull();
  });
});

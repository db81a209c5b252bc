import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatRoomList } from '@/lib/contract/chat';
import { envelope } from '@/lib/contract/endpoint';
import { liveRoom, scheduleAnchor } from '@/lib/contract/room';
import type { BroadcastState } from '@/lib/domain/broadcast';
import { groupForRoom } from '@/server/chat/store';
import { totalLive as countLive } from '@/server/services/schedule';
import { call, openHarness, type Harness } from '../fixtures/api-harness';
import { TEST_NOW } from '../fixtures/dataset';
import { testBackends } from '../fixtures/test-db';

const backends = await testBackends();

// From the test dataset: rooms 1 (Tuấn) and 2 (Mai) stream the live football match, room 4 (Tuấn) the
// live basketball one, room 3 (Long) the football match two hours from now.
const LIVE_ROOM = 1;
const LIVE_BASKETBALL_ROOM = 4;
const UPCOMING_ROOM = 3;

describe.each(backends)('rooms on air, demo and real, on $name', (backend) => {
  let h: Harness;
  const get = async <T>(url: string, schema: { parse: (v: unknown) => { data: T } }): Promise<T> => {
    const res = await call(h.api, url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return schema.parse(res.body).data;
  };
  const room = (id: number) => get(`/live/api/schedule/liveRoom?id=${id}`, envelope(liveRoom.data));
  const anchors = () => get('/live/api/schedule/anchor', envelope(scheduleAnchor.data));
  // The route shares its answer for a while, so the rule is read from the service.
  const totalLive = async () => (await countLive(h.t.db, {})).totalLive;
  const chatRoomIds = async () => (await get('/live/api/chat/room/list?tab=all', envelope(chatRoomList.data))).map((r) => r.roomId);

  const makeReal = (roomId: number) => h.t.db.updateTable('liveRooms').set({ demo: 0 }).where('id', '=', roomId).execute();
  const broadcast = async (roomId: number, state: BroadcastState) => {
    const owner = await h.t.db.selectFrom('liveRooms').select('commentatorId').where('id', '=', roomId).executeTakeFirstOrThrow();
    await h.t.db
      .insertInto('broadcasts')
      .values({ userId: owner.commentatorId, roomId, title: 'Bình luận', language: 'vi', state, source: 'rtmp', node: 'n1', sourceWidth: 1920, sourceHeight: 1080, health: null, outputDir: null, recordingId: null, createdAt: TEST_NOW, startedAt: TEST_NOW, lastDataAt: TEST_NOW, endRequestedAt: null, endedAt: state === 'ended' ? TEST_NOW : null })
      .execute();
  };

  beforeAll(async () => {
    h = await openHarness(backend);
    // The chat list shows the groups that exist; make the rooms' groups before looking.
    for (const id of [LIVE_ROOM, 2, UPCOMING_ROOM, LIVE_BASKETBALL_ROOM]) await groupForRoom(h.t.db, id, TEST_NOW);
  });
  afterAll(async () => {
    await h.t.close();
  });
  beforeEach(async () => {
    await h.t.db.deleteFrom('broadcasts').execute();
    await h.t.db.updateTable('liveRooms').set({ demo: 1 }).execute();
  });

  describe('a demo room', () => {
    it('is on air while its match is live, with no broadcast state', async () => {
      expect(await room(LIVE_ROOM)).toMatchObject({ onAir: true, demo: true, broadcastState: null });
    });

    it('is off air before kick-off', async () => {
      expect(await room(UPCOMING_ROOM)).toMatchObject({ onAir: false, demo: true, broadcastState: null });
    });

    it('ignores a broadcast row: only the match decides', async () => {
      await broadcast(UPCOMING_ROOM, 'live');
      expect(await room(UPCOMING_ROOM)).toMatchObject({ onAir: false, demo: true, broadcastState: null });
    });
  });

  describe('a real room', () => {
    it('is off air while its match is live but nobody broadcasts', async () => {
      await makeReal(LIVE_ROOM);
      expect(await room(LIVE_ROOM)).toMatchObject({ onAir: false, demo: false, broadcastState: null });
    });

    it('is on air while a broadcast is live, even before kick-off', async () => {
      await makeReal(UPCOMING_ROOM);
      await broadcast(UPCOMING_ROOM, 'live');
      expect(await room(UPCOMING_ROOM)).toMatchObject({ onAir: true, demo: false, broadcastState: 'live' });
    });

    it('stays on air while its stream is reconnecting', async () => {
      await makeReal(LIVE_ROOM);
      await broadcast(LIVE_ROOM, 'reconnecting');
      expect(await room(LIVE_ROOM)).toMatchObject({ onAir: true, broadcastState: 'reconnecting' });
    });

    it('is off air once the broadcast ended, and while one is only planned', async () => {
      await makeReal(LIVE_ROOM);
      await broadcast(LIVE_ROOM, 'ended');
      await broadcast(LIVE_ROOM, 'ready');
      expect(await room(LIVE_ROOM)).toMatchObject({ onAir: false, broadcastState: null });
    });
  });

  describe('the lists', () => {
    it('put a commentator on air in the anchors list only while their real room broadcasts', async () => {
      await makeReal(UPCOMING_ROOM);
      const long = h.data.commentators.long;
      expect((await anchors()).find((a) => a.userId === long)?.liveRoomId).toBeNull();
      await broadcast(UPCOMING_ROOM, 'live');
      expect((await anchors()).find((a) => a.userId === long)?.liveRoomId).toBe(UPCOMING_ROOM);
    });

    it('take a real room whose match is live off the anchors list until it broadcasts', async () => {
      await h.t.db.updateTable('liveRooms').set({ demo: 0 }).where('commentatorId', '=', h.data.commentators.tuan).execute();
      const tuan = async () => (await anchors()).find((a) => a.userId === h.data.commentators.tuan);
      expect(await tuan()).toMatchObject({ liveRoomId: null, viewerCount: 0 });
      await broadcast(LIVE_BASKETBALL_ROOM, 'reconnecting');
      expect((await tuan())?.liveRoomId).toBe(LIVE_BASKETBALL_ROOM);
    });

    it('count a live match only while one of its rooms is on air', async () => {
      expect(await totalLive()).toBe(2);
      await h.t.db.updateTable('liveRooms').set({ demo: 0 }).where('id', 'in', [LIVE_ROOM, 2]).execute();
      expect(await totalLive()).toBe(1);
      await broadcast(2, 'live');
      expect(await totalLive()).toBe(2);
    });

    it('list a real room in the chat rooms only while it is on air', async () => {
      expect(await chatRoomIds()).toContain(LIVE_ROOM);
      await makeReal(LIVE_ROOM);
      expect(await chatRoomIds()).not.toContain(LIVE_ROOM);
      await makeReal(UPCOMING_ROOM);
      await broadcast(UPCOMING_ROOM, 'live');
      expect(await chatRoomIds()).toContain(UPCOMING_ROOM);
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ROOM_LIVE_REFRESH_MS } from '@/lib/api/queries/room';
import { REAL_ROOM_REFRESH_MS } from '@/lib/domain/viewing';
import { roomRefreshMs } from './room-refresh';
import { makeRoom } from './test-utils';

describe('roomRefreshMs', () => {
  it("asks for a commentator's room every 10 s, on air or not", () => {
    expect(roomRefreshMs(makeRoom({ demo: false, onAir: false }))).toBe(REAL_ROOM_REFRESH_MS);
    expect(roomRefreshMs(makeRoom({ demo: false, onAir: true, broadcastState: 'reconnecting' }))).toBe(REAL_ROOM_REFRESH_MS);
  });

  it('asks for a demo room only while it is on air', () => {
    expect(roomRefreshMs(makeRoom({ demo: true, onAir: true }))).toBe(ROOM_LIVE_REFRESH_MS);
    expect(roomRefreshMs(makeRoom({ demo: true, onAir: false }))).toBe(false);
  });
});

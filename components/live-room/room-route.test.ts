import { describe, expect, it } from 'vitest';
import { checkRoomRoute, requestedRoomPath, roomIdFromSegments } from './room-route';

const CANONICAL = '/truc-tiep/the-thao/bong-da/ha-noi-fc-hai-phong-42';

describe('live-room routes', () => {
  it('reads the room id from the last segment', () => {
    expect(roomIdFromSegments(['the-thao', 'bong-da', 'ha-noi-fc-hai-phong-42'])).toBe(42);
    expect(roomIdFromSegments(['the-thao', 'bong-da', 'ha-noi-fc'])).toBeNull();
    expect(roomIdFromSegments([])).toBeNull();
  });

  it('accepts the canonical path', () => {
    expect(checkRoomRoute(['the-thao', 'bong-da', 'ha-noi-fc-hai-phong-42'], CANONICAL)).toEqual({ kind: 'ok' });
  });

  it('redirects when only the names part differs', () => {
    expect(checkRoomRoute(['the-thao', 'bong-da', 'old-names-42'], CANONICAL)).toEqual({ kind: 'redirect', to: CANONICAL });
    expect(checkRoomRoute(['the-thao', 'bong-da', '42'], CANONICAL)).toEqual({ kind: 'redirect', to: CANONICAL });
  });

  it('does not find a room under another mode or section', () => {
    expect(checkRoomRoute(['casino', 'ha-noi-fc-hai-phong-42'], CANONICAL)).toEqual({ kind: 'not-found' });
    expect(checkRoomRoute(['the-thao', 'bong-ro', 'ha-noi-fc-hai-phong-42'], CANONICAL)).toEqual({ kind: 'not-found' });
    expect(checkRoomRoute(['the-thao', 'bong-da', 'x', 'ha-noi-fc-hai-phong-42'], CANONICAL)).toEqual({ kind: 'not-found' });
  });

  it('does not find a room without a canonical path', () => {
    expect(checkRoomRoute(['tin-tuc', 'a-b-1'], null)).toEqual({ kind: 'not-found' });
  });

  it('names the requested path', () => {
    expect(requestedRoomPath(['casino', 'x-1'])).toBe('/truc-tiep/casino/x-1');
  });
});

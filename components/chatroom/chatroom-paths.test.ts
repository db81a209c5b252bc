import { describe, expect, it } from 'vitest';
import { conversationPath, parseRouteId, roomChatPath } from './chatroom-paths';

describe('parseRouteId', () => {
  it('reads a positive id', () => {
    expect(parseRouteId('30')).toBe(30);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses what is not a plain positive int', () => {
    for (const bad of ['0', '-1', '07', '1.5', '1e3', 'abc', '', ' 30', '2147483648', '99999999999']) {
      expect(parseRouteId(bad), bad).toBeNull();
    }
  });
});

describe('chat paths', () => {
  it('builds the room and conversation addresses', () => {
    expect(roomChatPath(30)).toBe('/chatroom/phong/30');
    expect(conversationPath(77)).toBe('/chatroom/tin-nhan/77');
  });
});

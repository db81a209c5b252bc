import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from '@/lib/domain/chat';
import { applyChatEvent, CHAT_MESSAGE_CAP, compact, emptyGroupChat, prependOlder, type GroupChat } from './group-state';
import { makeChatMessage, makeRoomState } from './test-support/messages';

const msg = (id: number, extra = {}) => makeChatMessage({ groupMessageId: id, ...extra });
const ids = (g: GroupChat) => g.messages.map((m) => m.groupMessageId);
const withHistory = (...messageIds: number[]) =>
  applyChatEvent(emptyGroupChat, { type: 'history', messages: messageIds.map((id) => msg(id)), room: makeRoomState() });

describe('applying chat events', () => {
  it('takes the history and the room state', () => {
    const g = withHistory(1, 2, 3);
    expect(ids(g)).toEqual([1, 2, 3]);
    expect(g.ready).toBe(true);
    expect(g.room?.online).toBe(12);
  });

  it('appends a new message', () => {
    expect(ids(applyChatEvent(withHistory(1), { type: 'message', message: msg(2) }))).toEqual([1, 2]);
  });

  it('ignores a message it already holds', () => {
    const g = withHistory(1, 2);
    expect(applyChatEvent(g, { type: 'message', message: msg(2) })).toBe(g);
  });

  it('merges a reconnect history without duplicates, in id order', () => {
    const g = applyChatEvent(withHistory(1, 2, 3), { type: 'history', messages: [msg(3), msg(4), msg(2)], room: makeRoomState() });
    expect(ids(g)).toEqual([1, 2, 3, 4]);
  });

  it('updates the reaction counts of a message', () => {
    const g = applyChatEvent(withHistory(1, 2), { type: 'reaction', groupMessageId: 2, updatedReaction: { '🔥': 3 } });
    expect(g.messages[1]?.updatedReaction).toEqual({ '🔥': 3 });
    expect(g.messages[0]?.updatedReaction).toEqual({});
  });

  it('marks a deleted message and drops its text', () => {
    const g = applyChatEvent(withHistory(1, 2), { type: 'deleted', groupMessageId: 1 });
    expect(g.messages[0]).toMatchObject({ deleted: true, originalMessage: '' });
  });

  it('unpins a message that is deleted', () => {
    const pinned = msg(1);
    const g0 = applyChatEvent(emptyGroupChat, { type: 'history', messages: [pinned], room: makeRoomState({ pinned }) });
    expect(applyChatEvent(g0, { type: 'deleted', groupMessageId: 1 }).room?.pinned).toBeNull();
  });

  it('takes a new room state (slow mode, pin, online)', () => {
    const g = applyChatEvent(withHistory(1), { type: 'room', room: makeRoomState({ slowModeS: 10, online: 40 }) });
    expect(g.room).toMatchObject({ slowModeS: 10, online: 40 });
  });
});

describe('the in-memory cap', () => {
  it(`keeps the newest ${CHAT_MESSAGE_CAP} messages`, () => {
    let g = withHistory();
    for (let id = 1; id <= CHAT_MESSAGE_CAP + 20; id += 1) g = applyChatEvent(g, { type: 'message', message: msg(id) });
    expect(g.messages).toHaveLength(CHAT_MESSAGE_CAP);
    expect(g.messages[0]?.groupMessageId).toBe(21);
    expect(g.hasOlder).toBe(true);
  });

  it('keeps older pages the viewer loaded until they return to the latest', () => {
    let g = withHistory(...Array.from({ length: CHAT_MESSAGE_CAP }, (_, i) => i + 101));
    g = prependOlder(g, Array.from({ length: 50 }, (_, i) => msg(i + 51)));
    g = applyChatEvent(g, { type: 'message', message: msg(1000) });
    expect(g.messages).toHaveLength(CHAT_MESSAGE_CAP + 50);
    expect(compact(g).messages).toHaveLength(CHAT_MESSAGE_CAP);
  });

  it('knows a short first history is the whole room', () => {
    expect(withHistory(1, 2).hasOlder).toBe(false);
    expect(withHistory(...Array.from({ length: CHAT_LIMITS.historySize }, (_, i) => i + 1)).hasOlder).toBe(true);
  });

  it('knows the start was reached when an older page is empty', () => {
    expect(prependOlder(withHistory(5), []).hasOlder).toBe(false);
  });
});

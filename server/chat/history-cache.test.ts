import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/lib/contract/chat';
import type { Db } from '@/server/db/client';
import { createMemoryBus } from './bus-memory';
import { createHistoryCache, sharedRoomHistory } from './history-cache';
import { recentMessages } from './store-messages';

vi.mock('./store-messages', () => ({ recentMessages: vi.fn(async () => []) }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const counting = (values: string[]) => {
  const read = vi.fn(async () => values.shift() ?? 'none');
  return read;
};

describe('the room history cache', () => {
  it('reads once for two joins in a row', async () => {
    const cache = createHistoryCache<string>();
    const read = counting(['first', 'second']);
    expect(await cache.get(30, read)).toBe('first');
    expect(await cache.get(30, read)).toBe('first');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('shares one read between joins that arrive while it runs', async () => {
    const cache = createHistoryCache<string>();
    const slow = deferred<string>();
    const read = vi.fn(() => slow.promise);
    const both = Promise.all([cache.get(30, read), cache.get(30, read)]);
    slow.resolve('shared');
    expect(await both).toEqual(['shared', 'shared']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps rooms apart', async () => {
    const cache = createHistoryCache<string>();
    expect(await cache.get(30, async () => 'lobby')).toBe('lobby');
    expect(await cache.get(31, async () => 'other')).toBe('other');
  });

  it('reads again after the room changed', async () => {
    const cache = createHistoryCache<string>();
    const read = counting(['before', 'after']);
    await cache.get(30, read);
    cache.invalidate(30);
    expect(await cache.get(30, read)).toBe('after');
  });

  it('never keeps a read that started before a change and finished after it', async () => {
    const cache = createHistoryCache<string>();
    const stale = deferred<string>();
    const running = cache.get(30, () => stale.promise);
    cache.invalidate(30);
    const read = counting(['fresh']);
    const joinedAfter = cache.get(30, read);
    stale.resolve('stale');
    expect(await running).toBe('stale');
    expect(await joinedAfter).toBe('fresh');
    expect(await cache.get(30, read)).toBe('fresh');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again once the kept value is older than its time to live', async () => {
    const clock = { now: 0 };
    const cache = createHistoryCache<string>({ ttlMs: 1_000, now: () => clock.now });
    const read = counting(['old', 'new']);
    await cache.get(30, read);
    clock.now = 1_000;
    expect(await cache.get(30, read)).toBe('new');
  });

  it('does not keep a failed read', async () => {
    const cache = createHistoryCache<string>();
    await expect(cache.get(30, () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get(30, async () => 'back')).toBe('back');
  });
});

describe('the history a join reads', () => {
  const db = {} as Db;
  const message = { groupMessageId: 1 } as ChatMessage;

  it('drops a room when the bus carries an event for it, and only that room', async () => {
    const bus = createMemoryBus();
    const history = sharedRoomHistory(() => bus);
    const reads = vi.mocked(recentMessages);
    reads.mockClear();
    await history.read(db, 30);
    await history.read(db, 31);
    await bus.publish({ groupId: 30, visibility: 'public' }, { type: 'message', message });
    await history.read(db, 30);
    await history.read(db, 31);
    expect(reads.mock.calls.map(([, groupId]) => groupId)).toEqual([30, 31, 30]);
  });

  it('drops a room this node wrote to before the bus brings the event', async () => {
    const bus = createMemoryBus();
    const history = sharedRoomHistory(() => bus);
    const reads = vi.mocked(recentMessages);
    reads.mockClear();
    await history.read(db, 30);
    history.changed(30);
    await history.read(db, 30);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('reads every time when there is no bus to hear changes on', async () => {
    const history = sharedRoomHistory(() => null);
    const reads = vi.mocked(recentMessages);
    reads.mockClear();
    await history.read(db, 30);
    await history.read(db, 30);
    expect(reads).toHaveBeenCalledTimes(2);
  });
});

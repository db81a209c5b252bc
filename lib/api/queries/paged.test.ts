import { describe, expect, it } from 'vitest';
import { makeQueryClient } from '../query-client';
import { applyReadToCache, inboxKeys, type InboxPage, unreadOf } from './inbox';
import { mapPages, nextPageNum, pagedItems } from './paged';
import type { InfiniteData } from '@tanstack/react-query';

const page = (ids: number[], total: number) => ({ list: ids, total });

describe('nextPageNum', () => {
  it('asks for the next page while fewer items are loaded than the total', () => {
    const first = page([1, 2], 5);
    expect(nextPageNum(first, [first], 1)).toBe(2);
    const second = page([3, 4], 5);
    expect(nextPageNum(second, [first, second], 2)).toBe(3);
  });

  it('stops once every item is loaded, or at an empty page whatever the total says', () => {
    const first = page([1, 2], 4);
    const last = page([3, 4], 4);
    expect(nextPageNum(last, [first, last], 2)).toBeUndefined();
    const empty = page([], 9);
    expect(nextPageNum(empty, [first, empty], 2)).toBeUndefined();
  });
});

describe('paged cache helpers', () => {
  it('flatten pages in order and change every page', () => {
    const data = { pages: [page([1, 2], 3), page([3], 3)], pageParams: [1, 2] };
    expect(pagedItems(data)).toEqual([1, 2, 3]);
    expect(pagedItems(mapPages(data, (p) => ({ ...p, list: p.list.map((n) => n * 10) })))).toEqual([10, 20, 30]);
    expect(mapPages(undefined, (p) => p)).toBeUndefined();
  });
});

describe('applyReadToCache on paged inbox lists', () => {
  const message = (id: number) => ({ id, type: 1, title: `m${id}`, content: '', link: null, read: false, createdAt: 0 });
  const viewer = 7;
  const seed = () => {
    const client = makeQueryClient();
    const data: InfiniteData<InboxPage, number> = {
      pages: [
        { list: [message(1), message(2)], total: 3, unread: 3 },
        { list: [message(3)], total: 3, unread: 3 },
      ],
      pageParams: [1, 2],
    };
    client.setQueryData(inboxKeys.list(0, viewer), data);
    return client;
  };
  const read = (client: ReturnType<typeof seed>) =>
    pagedItems(client.getQueryData<InfiniteData<InboxPage>>(inboxKeys.list(0, viewer))).map((m) => [m.id, m.read]);

  it('flips one message on whichever page holds it and sets the count on every page', () => {
    const client = seed();
    applyReadToCache(client, viewer, 3, 2);
    expect(read(client)).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(unreadOf(client.getQueryData(inboxKeys.list(0, viewer)))).toBe(2);
  });

  it('flips every message of every page for id 0', () => {
    const client = seed();
    applyReadToCache(client, viewer, 0, 0);
    expect(read(client).every(([, isRead]) => isRead)).toBe(true);
  });
});

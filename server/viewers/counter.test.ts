import { describe, expect, it } from 'vitest';
import { createMemoryViewerCounter } from './counter';

const WINDOW = 60_000;
const T = 1_800_000_000_000;

describe('the memory viewer counter', () => {
  it('counts distinct viewers of a room, a repeated beat once', async () => {
    const c = createMemoryViewerCounter(WINDOW);
    expect(await c.beat(1, 'tab-a', T)).toBe(1);
    expect(await c.beat(1, 'tab-b', T + 1_000)).toBe(2);
    expect(await c.beat(1, 'tab-a', T + 20_000)).toBe(2);
    expect(await c.beat(2, 'tab-a', T + 20_000)).toBe(1);
  });

  it('drops a viewer not heard from within the window', async () => {
    const c = createMemoryViewerCounter(WINDOW);
    await c.beat(1, 'tab-a', T);
    await c.beat(1, 'tab-b', T + 30_000);
    expect(await c.beat(1, 'tab-c', T + WINDOW)).toBe(2);
    expect(await c.activeCounts(T + 30_000 + WINDOW)).toEqual(new Map([[1, 1]]));
  });

  it('keeps a viewer who beats again, however long they stay', async () => {
    const c = createMemoryViewerCounter(WINDOW);
    await c.beat(1, 'tab-b', T);
    for (let at = T; at <= T + 10 * WINDOW; at += 20_000) await c.beat(1, 'tab-a', at);
    expect(await c.activeCounts(T + 10 * WINDOW)).toEqual(new Map([[1, 1]]));
  });

  it('lists only the rooms someone watches', async () => {
    const c = createMemoryViewerCounter(WINDOW);
    await c.beat(1, 'tab-a', T);
    await c.beat(2, 'tab-b', T + 50_000);
    await c.beat(2, 'tab-c', T + 50_000);
    expect(await c.activeCounts(T + WINDOW)).toEqual(new Map([[2, 2]]));
    expect(await c.activeCounts(T + 50_000 + WINDOW)).toEqual(new Map());
  });
});

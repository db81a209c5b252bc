import { describe, expect, it } from 'vitest';
import { createSharedAnswers } from './shared-answers';

describe('shared answers', () => {
  it('answers a crowd with one body per key for its time, then asks again', async () => {
    const clock = { now: 0 };
    const shared = createSharedAnswers({ now: () => clock.now });
    let made = 0;
    const answer = async () => `body ${++made}`;
    const crowd = await Promise.all(Array.from({ length: 5 }, () => shared.through('vi /day', 2_000, answer)));
    expect(crowd).toEqual(Array(5).fill('body 1'));
    expect(await shared.through('en /day', 2_000, answer)).toBe('body 2');
    clock.now = 1_999;
    expect(await shared.through('vi /day', 2_000, answer)).toBe('body 1');
    clock.now = 2_001;
    expect(await shared.through('vi /day', 2_000, answer)).toBe('body 3');
  });

  it('keeps nothing when the answer fails, and drops the oldest beyond its size', async () => {
    const shared = createSharedAnswers({ maxEntries: 2 });
    await expect(shared.through('a', 1_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await shared.through('a', 1_000, async () => 'up')).toBe('up');
    await shared.through('b', 1_000, async () => 'b');
    await shared.through('c', 1_000, async () => 'c');
    expect(shared.size()).toBe(2);
    expect(await shared.through('a', 1_000, async () => 'again')).toBe('again');
  });
});

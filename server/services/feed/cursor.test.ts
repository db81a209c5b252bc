import { describe, expect, it } from 'vitest';
import { ApiError } from '@/server/api/errors';
import { decodeCursor, encodeCursor, type FeedCursor } from './cursor';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const refused = (text: string) => {
  try {
    decodeCursor(text);
  } catch (err) {
    return err instanceof ApiError && err.code === 422;
  }
  return false;
};

describe('feed cursors', () => {
  it('reads back every position it writes', () => {
    const positions: FeedCursor[] = [{ k: 'r', t: 1_750_000_000_000, m: 42, o: 20 }, { k: 'n', c: 1_750_000_000_000, i: 7 }, { k: 's', c: 1, i: 2 }];
    for (const p of positions) expect(decodeCursor(encodeCursor(p))).toEqual(p);
  });

  it('refuses with 422 what it did not write: not base64 JSON, unknown kinds, extra fields, out-of-range numbers', () => {
    for (const text of ['%%%', 'bm90IGpzb24', b64(null), b64({ k: 'z', c: 1, i: 1 }), b64({ k: 'n', c: 1, i: 1, x: 1 }), b64({ k: 'n', c: -5, i: 1 }), b64({ k: 'n', c: 1, i: 2 ** 31 }), b64({ k: 'r', t: 1, m: 1, o: 401 }), b64({ k: 'n', c: 1.5, i: 1 })]) {
      expect(refused(text), text).toBe(true);
    }
  });
});

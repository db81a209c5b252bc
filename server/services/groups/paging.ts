import { ApiError } from '@/server/api/errors';

/**
 * Keyset cursors of the groups, places and watch-party lists: two integers (the sort value and the id
 * that breaks its ties), written `a.b`. Anything else is refused as forged.
 */
export const pairCursor = (a: number, b: number): string => `${a}.${b}`;

export function readPairCursor(cursor: string | undefined): [number, number] | null {
  if (cursor === undefined) return null;
  const m = /^(-?\d{1,16})\.(\d{1,10})$/.exec(cursor);
  if (!m) throw new ApiError(422, 'cursor: not a cursor this list gave');
  const pair: [number, number] = [Number(m[1]), Number(m[2])];
  if (!pair.every(Number.isSafeInteger)) throw new ApiError(422, 'cursor: not a cursor this list gave');
  return pair;
}

/** A page of `pageSize` from `pageSize + 1` rows: the extra row only says there is more. */
export function pageOf<R, T>(rows: readonly R[], pageSize: number, last: (row: R) => string, map: (rows: R[]) => T[] | Promise<T[]>) {
  const shown = rows.slice(0, pageSize);
  const tail = shown[shown.length - 1];
  const nextCursor = rows.length > pageSize && tail !== undefined ? last(tail) : null;
  return Promise.resolve(map(shown)).then((list) => ({ list, nextCursor }));
}

/** Member-written text: trimmed, counted in characters (not UTF-16 units), within its limits, or 422 naming the field. */
export function memberText(value: string, field: string, limits: { min?: number; max: number }): string {
  const text = value.trim();
  const length = [...text].length;
  if (limits.min !== undefined && length < limits.min) throw new ApiError(422, `${field}: at least ${limits.min} characters`);
  if (length > limits.max) throw new ApiError(422, `${field}: at most ${limits.max} characters`);
  return text;
}

/** LIKE pattern for a part of a name, with `%`, `_` and `\` taken literally (escape '\'). */
export const containsPattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A cursor of one id, for lists in id order. */
export function readIdCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  if (!/^\d{1,10}$/.test(cursor)) throw new ApiError(422, 'cursor: not a cursor this list gave');
  return Number(cursor);
}

import { ACTIVITY_KINDS, type ActivityKind } from '@/lib/domain/activity';
import { ApiError } from '@/server/api/errors';

/**
 * Where a page of activity ends: the moment, the kind (ACTIVITY_KINDS' order breaks ties between
 * kinds), and two ids that break ties within a kind (a post's id and 0; a group's id and the member's).
 * Written `at.kind.a.b`; anything else is refused as forged.
 */
export interface ActivityPoint {
  at: number;
  kind: number;
  a: number;
  b: number;
}

export const kindRank = (kind: ActivityKind): number => ACTIVITY_KINDS.indexOf(kind);

export const writeCursor = (p: ActivityPoint): string => `${p.at}.${p.kind}.${p.a}.${p.b}`;

export function readCursor(cursor: string | undefined): ActivityPoint | null {
  if (cursor === undefined) return null;
  const m = /^(\d{1,16})\.(\d)\.(\d{1,10})\.(\d{1,10})$/.exec(cursor);
  const point = m ? { at: Number(m[1]), kind: Number(m[2]), a: Number(m[3]), b: Number(m[4]) } : null;
  if (!point || point.kind >= ACTIVITY_KINDS.length || !Number.isSafeInteger(point.at)) throw new ApiError(422, 'cursor: not a cursor this list gave');
  return point;
}

/** Newest first: a later moment, then a later kind, then larger ids. Negative when `x` comes first. */
export const comparePoints = (x: ActivityPoint, y: ActivityPoint): number => y.at - x.at || y.kind - x.kind || y.a - x.a || y.b - x.b;

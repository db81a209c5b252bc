import type { PointKind } from '@/lib/domain/points';
import type { Db } from '@/server/db/client';

export interface Award {
  userId: number;
  kind: PointKind;
  /** Which award of that kind (a day, a mission and day, a referred member…): each is paid once. */
  ref: string;
  points: number;
}

/** Pays an award once: a repeat with the same member, kind and ref is ignored. True when it was paid now. */
export async function awardPoints(db: Db, award: Award, now: number = Date.now()): Promise<boolean> {
  const result = await db
    .insertInto('pointLedger')
    .values({ ...award, createdAt: now })
    .onConflict((oc) => oc.columns(['userId', 'kind', 'ref']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A member's experience points: everything the ledger has paid them. */
export async function pointsOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('pointLedger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('total'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

import type { LevelInfo } from '@/lib/contract/engagement';
import { LEVEL_BADGE, levelFor } from '@/lib/domain/levels';
import type { Db } from '@/server/db/client';
import { settleActivityPoints } from './member-activity';
import { pointsOf } from './points';
import { settleReferralRewards } from './referrals';

/** The member's level from the ledger, without settling anything first. */
export async function currentLevel(db: Db, userId: number): Promise<LevelInfo> {
  return { ...levelFor(await pointsOf(db, userId)), badge: LEVEL_BADGE };
}

/** The member's level after paying what they have earned but not yet been paid (activity steps, referrals). */
export async function levelInfo(db: Db, userId: number, now: number): Promise<LevelInfo> {
  await settleActivityPoints(db, userId, now);
  await settleReferralRewards(db, userId, now);
  return currentLevel(db, userId);
}

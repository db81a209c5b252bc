import { randomInt } from 'node:crypto';
import type { ReferralInfo } from '@/lib/contract/engagement';
import { POINT_KIND } from '@/lib/domain/points';
import { REFERRAL_ALPHABET, REFERRAL_REWARD_POINTS, makeReferralCode, referralPath } from '@/lib/domain/referral';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { awardPoints } from './points';
import { uniqueViolationColumn } from './unique-violation';

const CODE_ATTEMPTS = 8;
const cryptoRandom = () => randomInt(REFERRAL_ALPHABET.length) / REFERRAL_ALPHABET.length;

/**
 * The member's referral code, given on first use. Two first reads racing both try to set it only
 * where it is still empty, so one wins and both answer the winner's code; a code another member
 * already holds (the unique index) is drawn again.
 */
export async function ensureReferralCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const row = await db.selectFrom('users').select('referralCode').where('id', '=', userId).executeTakeFirst();
    if (!row) throw new ApiError(401, 'Login required');
    if (row.referralCode) return row.referralCode;
    try {
      await db.updateTable('users').set({ referralCode: makeReferralCode(cryptoRandom) }).where('id', '=', userId).where('referralCode', 'is', null).execute();
    } catch (err) {
      if (uniqueViolationColumn(err) === null) throw err;
    }
  }
  throw new ApiError(503, 'Could not make a referral code; try again');
}

/**
 * Pays the referrer for every invited member who has verified their phone, once each (the ledger's
 * ref is the invited member's id). Run when the referrer reads their referral or level info, so the
 * verification flow needs no hook into points: a reward shows up the next time the referrer looks.
 */
export async function settleReferralRewards(db: Db, userId: number, now: number): Promise<void> {
  const [verified, paid] = await Promise.all([
    db.selectFrom('users').select(['id', 'phoneVerifiedAt']).where('referredBy', '=', userId).where('phoneVerifiedAt', 'is not', null).execute(),
    paidReferrals(db, userId),
  ]);
  await payNewReferrals(db, userId, verified, new Set(paid.map((p) => p.ref)), now);
}

function paidReferrals(db: Db, userId: number) {
  return db.selectFrom('pointLedger').select(['ref', 'points']).where('userId', '=', userId).where('kind', '=', POINT_KIND.referral).execute();
}

/** Pays the verified invitees not paid yet and adds them to `paidRefs`; answers how many that was. */
async function payNewReferrals(db: Db, userId: number, invited: readonly { id: number; phoneVerifiedAt: unknown }[], paidRefs: Set<string>, now: number): Promise<number> {
  let paidNow = 0;
  for (const u of invited) {
    const ref = String(u.id);
    if (u.phoneVerifiedAt === null || paidRefs.has(ref)) continue;
    // A racing read may pay it first: either way the ledger holds it once.
    await awardPoints(db, { userId, kind: POINT_KIND.referral, ref, points: REFERRAL_REWARD_POINTS }, now);
    paidRefs.add(ref);
    paidNow += 1;
  }
  return paidNow;
}

export async function referralInfo(db: Db, userId: number, now: number): Promise<ReferralInfo> {
  const code = await ensureReferralCode(db, userId);
  const [invited, paid] = await Promise.all([
    db.selectFrom('users').select(['id', 'displayName', 'createdAt', 'phoneVerifiedAt']).where('referredBy', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute(),
    paidReferrals(db, userId),
  ]);
  const paidRefs = new Set(paid.map((p) => p.ref));
  const paidNow = await payNewReferrals(db, userId, invited, paidRefs, now);
  return {
    code,
    path: referralPath(code),
    rewardPoints: REFERRAL_REWARD_POINTS,
    earnedPoints: paid.reduce((sum, p) => sum + Number(p.points), 0) + paidNow * REFERRAL_REWARD_POINTS,
    referred: invited.map((u) => ({
      userId: u.id,
      displayName: u.displayName,
      joinedAt: Number(u.createdAt),
      verified: u.phoneVerifiedAt !== null,
      rewarded: paidRefs.has(String(u.id)),
    })),
  };
}

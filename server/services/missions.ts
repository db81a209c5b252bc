import type { LevelInfo, MissionBoard, MissionItem } from '@/lib/contract/engagement';
import { memberDay, nextReset, type DayKey } from '@/lib/domain/member-day';
import { MISSIONS, missionProgress, missionRef, type MissionCounts, type MissionDef, type MissionId } from '@/lib/domain/missions';
import { POINT_KIND } from '@/lib/domain/points';
import type { Db } from '@/server/db/client';
import { ApiError } from '@/server/api/errors';
import { currentLevel } from './levels';
import { dayCounts, settleActivityPoints } from './member-activity';
import { awardPoints } from './points';

async function claimedRefs(db: Db, userId: number, day: DayKey): Promise<Set<string>> {
  const rows = await db
    .selectFrom('pointLedger')
    .select('ref')
    .where('userId', '=', userId)
    .where('kind', '=', POINT_KIND.mission)
    .where('ref', 'like', `${day}:%`)
    .execute();
  return new Set(rows.map((r) => r.ref));
}

function itemOf(m: MissionDef, counts: MissionCounts, claimed: Set<string>, day: DayKey): MissionItem {
  return { id: m.id, target: m.target, points: m.points, ...missionProgress(m, counts), claimed: claimed.has(missionRef(day, m.id)) };
}

/** Today's missions (in Vietnam) with the member's real progress and what is already claimed. */
export async function missionBoard(db: Db, userId: number, now: number): Promise<MissionBoard> {
  const day = memberDay(now);
  const today = await settleActivityPoints(db, userId, now);
  const [counts, claimed] = await Promise.all([dayCounts(db, userId, day, today), claimedRefs(db, userId, day)]);
  return { day, resetAt: nextReset(now), missions: MISSIONS.map((m) => itemOf(m, counts, claimed, day)) };
}

/**
 * Pays a completed mission of today. 409 when it is not complete yet or was already claimed; the
 * ledger's unique (member, kind, ref) makes racing claims pay once.
 */
export async function claimMission(db: Db, userId: number, id: MissionId, now: number): Promise<{ mission: MissionItem; level: LevelInfo }> {
  const mission = MISSIONS.find((m) => m.id === id);
  if (!mission) throw new ApiError(404, `missionId: no mission ${id}`);
  const day = memberDay(now);
  const counts = await dayCounts(db, userId, day);
  if (!missionProgress(mission, counts).complete) throw new ApiError(409, `missionId: ${id} is not complete yet`);
  const paid = await awardPoints(db, { userId, kind: POINT_KIND.mission, ref: missionRef(day, id), points: mission.points }, now);
  if (!paid) throw new ApiError(409, `missionId: ${id} was already claimed today`);
  const item = itemOf(mission, counts, new Set([missionRef(day, id)]), day);
  return { mission: item, level: await currentLevel(db, userId) };
}

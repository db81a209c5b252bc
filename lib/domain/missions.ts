/** What a mission counts, each read from the member's real actions of the day. */
export type MissionMetric = 'watchMinutes' | 'chatMessages' | 'checkIns' | 'tips' | 'bookings';

export interface MissionDef {
  id: MissionId;
  metric: MissionMetric;
  /** How much of the metric completes it. */
  target: number;
  /** Experience points paid when claimed. */
  points: number;
}

export const MISSION_IDS = ['checkIn', 'watch', 'chat', 'tip', 'booking'] as const;
export type MissionId = (typeof MISSION_IDS)[number];

/** The daily missions, in the order the page lists them. They reset at midnight in Vietnam. */
export const MISSIONS: readonly MissionDef[] = [
  { id: 'checkIn', metric: 'checkIns', target: 1, points: 10 },
  { id: 'watch', metric: 'watchMinutes', target: 10, points: 20 },
  { id: 'chat', metric: 'chatMessages', target: 5, points: 15 },
  { id: 'tip', metric: 'tips', target: 1, points: 25 },
  { id: 'booking', metric: 'bookings', target: 1, points: 10 },
];

export type MissionCounts = Record<MissionMetric, number>;

export interface MissionProgress {
  /** How far along, capped at the target. */
  progress: number;
  complete: boolean;
}

export function missionProgress(mission: MissionDef, counts: MissionCounts): MissionProgress {
  const done = Math.max(0, Math.floor(counts[mission.metric]));
  return { progress: Math.min(done, mission.target), complete: done >= mission.target };
}

export function isMissionId(value: string): value is MissionId {
  return (MISSION_IDS as readonly string[]).includes(value);
}

/** The ledger ref of a claimed mission: paid once per member, day and mission. */
export const missionRef = (day: string, id: MissionId): string => `${day}:${id}`;

import type { MatchEventKind } from './match-events';

/** Player positions as the data stores them, in the order a squad list shows them. */
export const POSITIONS = ['GK', 'DF', 'MF', 'FW'] as const;
export type Position = (typeof POSITIONS)[number];

export function isPosition(value: string): value is Position {
  return (POSITIONS as readonly string[]).includes(value);
}

/** Whole years from a `YYYY-MM-DD` birth date to `now` (epoch ms, UTC calendar); null when the date is unreadable. */
export function ageOn(birthDate: string, now: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return null;
  const today = new Date(now);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const beforeBirthday = today.getUTCMonth() + 1 < mo || (today.getUTCMonth() + 1 === mo && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/** How many finished fixtures the team, venue and league pages list, and how many upcoming. */
export const RECENT_RESULTS_MAX = 10;
export const UPCOMING_FIXTURES_MAX = 10;
export const TOP_SCORERS_MAX = 10;
/** Type-ahead search: shortest query and most answers. */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 60;
export const SEARCH_LIMIT_MAX = 20;

/** Which match events count towards a player's goals and cards (a second yellow is a sending-off). */
export const PLAYER_STAT_KINDS = {
  goals: ['goal', 'penalty-goal'],
  yellowCards: ['yellow'],
  redCards: ['second-yellow', 'red'],
} as const satisfies Record<string, readonly MatchEventKind[]>;
/** Events shown in a player's recent matches. */
export const PLAYER_EVENT_KINDS: readonly MatchEventKind[] = ['goal', 'penalty-goal', 'own-goal', 'missed-penalty', 'yellow', 'second-yellow', 'red', 'sub'];
/** Recent matches listed on a player's page. */
export const PLAYER_RECENT_MAX = 8;

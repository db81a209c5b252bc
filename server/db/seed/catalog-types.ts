/** Weekday in Ho Chi Minh City time: 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * One competition of the demo data. Kick-off slots are local times in Ho Chi Minh City; a
 * weekday's slot count is how many matches are played that day. Either every week plays exactly
 * one round, or every playing day plays the same number of matches and that number divides a
 * round, so no team plays twice on one day.
 */
export interface LeagueDef {
  name: string;
  /** Letters for the generated roundel. */
  abbr: string;
  country: string;
  liveModeId: number;
  /** 1 = most prominent. */
  priority: number;
  /** Big matches get one to three commentated rooms; the others at most one, sometimes none. */
  big: boolean;
  /** Football squads are generated for these; the locale picks the players' names. */
  squads?: 'vi' | 'en';
  slots: Partial<Record<Weekday | 'daily', readonly string[]>>;
  /**
   * `Name|SHORT|Venue|City|Capacity[|Country]` for clubs with a home ground, or
   * `Name|SHORT[|Country]` when everybody plays at the competition's `venue`.
   */
  teams: readonly string[];
  /** `Venue|City|Capacity` for tournaments held in one place. */
  venue?: string;
}

/** The same kick-off slots on several weekdays. */
export function on(days: readonly Weekday[], times: readonly string[]): Partial<Record<Weekday, readonly string[]>> {
  return Object.fromEntries(days.map((d) => [d, times]));
}

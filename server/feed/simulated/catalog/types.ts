import type { Translations } from '@/lib/domain/translated-text';
import type { Weekday } from '@/lib/format/local-calendar';

/**
 * One competition of the demo data. Kick-off slots and weekdays are read on the clock of `zone`
 * (Ho Chi Minh City when absent); a weekday's slot count is how many matches are played that day,
 * at most half the teams, so nobody needs to play twice on one local day.
 */
export interface LeagueDef {
  /** The name as it is known in Vietnam; its slug is made from it. */
  name: string;
  /** English and Chinese for a descriptive name; a proper name ("Premier League") has none and reads the same everywhere. */
  translated?: { en: string; zh: string };
  /** Letters for the generated roundel. */
  abbr: string;
  country: string;
  liveModeId: number;
  /** 1 = most prominent; the site gives the top leagues' matches more rooms (see programme/coverage). */
  priority: number;
  /**
   * Football squads are generated for these: 'vi' Vietnamese with a few imports, 'domestic'
   * mostly players of the club's country, 'en' international.
   */
  squads?: 'vi' | 'en' | 'domestic';
  /** IANA time zone the slots are written in, e.g. 'Europe/London' for English kick-offs. */
  zone?: string;
  slots: Partial<Record<Weekday | 'daily', readonly string[]>>;
  /**
   * `Name|SHORT|Venue|City|Capacity[|Country]` for clubs with a home ground, or
   * `Name|SHORT[|Country]` when everybody plays at the competition's `venue`.
   */
  teams: readonly string[];
  /** Knockout ties: a draw after full time is decided on penalties. */
  knockout?: boolean;
  /** Studio rooms on air around the clock: one session per team pair and local day (see catalog/studios). */
  alwaysOn?: boolean;
  /** `Venue|City|Capacity` for tournaments held in one place. */
  venue?: string;
}

/** The same kick-off slots on several weekdays. */
export function on(days: readonly Weekday[], times: readonly string[]): Partial<Record<Weekday, readonly string[]>> {
  return Object.fromEntries(days.map((d) => [d, times]));
}

/** The competition's name in each language. */
export function leagueNames(def: Pick<LeagueDef, 'name' | 'translated'>): Translations {
  return { vi: def.name, en: def.translated?.en ?? def.name, zh: def.translated?.zh ?? def.name };
}

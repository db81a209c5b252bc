import type { StandingTotals } from '@/lib/domain/standings';

/** Tables of the football data issue; times are epoch milliseconds, dates YYYY-MM-DD. */

export interface ManagerTable {
  id: number;
  name: string;
  slug: string;
  teamId: number;
  nationality: string;
  birthDate: string;
  photo: string;
  /** When the manager took the job. */
  appointed: string;
  /** Preferred shape, e.g. '4-3-3'; lineups are drawn in it. */
  formation: string;
}

/**
 * A club's league record before `asOf`: finished fixtures kicking off from `asOf` on are added to
 * it to make the table. `form` holds the latest results before `asOf`, most recent first ('WDL…').
 */
export interface TeamSeasonTable extends StandingTotals {
  leagueId: number;
  teamId: number;
  season: string;
  form: string;
  asOf: number;
}

/** A player's season before the window; the window's match events are added to it. */
export interface PlayerSeasonTable {
  playerId: number;
  appearances: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  yellowCards: number;
  redCards: number;
  /** Average match rating, 0–10. */
  rating: number;
  /** Estimated transfer value in thousands of euros. */
  marketValue: number;
}

/** One bookmaker's prices for a fixture at one moment; a new row only when a price moved. */
export interface OddsSnapshotTable {
  fixtureId: number;
  bookmaker: string;
  takenAt: number;
  home: number;
  draw: number | null;
  away: number;
  ahLine: number;
  ahHome: number;
  ahAway: number;
  ouLine: number;
  ouOver: number;
  ouUnder: number;
}

export interface FavouriteTeamTable {
  userId: number;
  teamId: number;
  createdAt: number;
}

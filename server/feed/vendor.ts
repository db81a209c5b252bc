import { serialiseScoreboard, type Scoreboard } from '@/lib/domain/scoreboard';
import type { Row } from '@/server/db/schema';
import type { FeedDb } from './tables';

/** One advance as the vendor and the site's programme both see it. */
export interface AdvanceStep {
  /** The advance's transaction: what the vendor and the programme write commits together. */
  db: FeedDb;
  now: number;
  /** The moment the previous advance reached; undefined on the first advance after seeding. */
  advancedTo: number | undefined;
  /** The seed the demo data was built from; a simulation and the site's own draws continue it. */
  seed: number;
}

/** A fixture as the vendor publishes it, enough for the site to plan its programme. */
export type PublishedFixture = Pick<Row<'fixtures'>, 'id' | 'leagueId' | 'liveModeId' | 'homeTeamId' | 'awayTeamId' | 'startTime' | 'status'>;

/** A local day whose fixtures the vendor has just added. */
export interface PublishedDay {
  /** YYYY-MM-DD on the audience's calendar. */
  day: string;
  /** When the day entered the window: what anyone could know about its matches. */
  knownAt: number;
  /**
   * The day's fixtures in kick-off order. A match the vendor already knows will not be played out
   * carries that status ('postponed', 'cancelled', 'wo', 'abandoned'), even before the fixture
   * row shows it.
   */
  fixtures: PublishedFixture[];
}

export interface FixtureState {
  status: string;
  scheduleStatus: number;
  homeScore: number | null;
  awayScore: number | null;
  /** Sets, quarters, maps or frames; null for football, studio sessions, before kick-off and for walkovers. */
  scoreboard: Scoreboard | null;
}

/** The fixture's columns a state sets. */
export function stateColumns(state: FixtureState): Pick<Row<'fixtures'>, 'status' | 'scheduleStatus' | 'homeScore' | 'awayScore' | 'scoreboard'> {
  return { ...state, scoreboard: serialiseScoreboard(state.scoreboard) };
}

export interface StateChange {
  id: number;
  leagueId: number;
  next: FixtureState;
}

/**
 * What a sports-data vendor supplies, written to the database the services read: fixtures from
 * five days back to five days ahead, their states and scores, match events and odds. Each duty is
 * idempotent: repeating a `now` writes nothing new, and a later `now` catches up what happened
 * in between. The simulated vendor (server/feed/simulated) is one; a real vendor's API would be
 * another.
 */
export interface SportsDataVendor {
  readonly name: string;
  /** Adds the fixtures of local days entering the window, each day once. */
  publishFixtures(step: AdvanceStep): Promise<PublishedDay[]>;
  /** Moves fixtures to their status and score at `now`; returns those that changed. */
  updateStates(step: AdvanceStep): Promise<StateChange[]>;
  /** Writes the match events that happened by `now`; returns how many. */
  writeEvents(step: AdvanceStep): Promise<number>;
  /** Writes the odds history of upcoming and live matches; returns how many rows. */
  writeOdds(step: AdvanceStep): Promise<number>;
}

/** What the vendor changed in one advance, for the programme to plan around. */
export interface VendorReport {
  days: PublishedDay[];
  changes: StateChange[];
}

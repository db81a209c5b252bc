import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/schema';

/** Days of fixtures the feed has made, by local date (YYYY-MM-DD in Ho Chi Minh City). */
// Type aliases (not interfaces): withTables wants an index signature.
export type FeedDayTable = {
  day: string;
  createdAt: number;
};

/** What the feed knows about a fixture beyond the fixtures row. */
export type FeedFixtureTable = {
  fixtureId: number;
  /** Decided when the fixture was made: 'postponed' | 'cancelled' | 'wo' | 'abandoned'; revealed in time. */
  fate: string | null;
  /** Penalty shoot-out after a drawn knockout tie (status "pen"); the match score stays in fixtures. */
  shootoutHome: number | null;
  shootoutAway: number | null;
};

export type FeedMetaTable = {
  key: string;
  value: number;
};

export type FeedTables = {
  feedDays: FeedDayTable;
  feedFixtures: FeedFixtureTable;
  feedMeta: FeedMetaTable;
};

export type FeedDb = Kysely<Database & FeedTables>;

/** The same connection, typed with the feed's own tables (migration 003). */
export function feedDb(db: Kysely<Database>): FeedDb {
  return db.withTables<FeedTables>();
}

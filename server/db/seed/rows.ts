import type { Insertable } from 'kysely';
import type { Database } from '../schema';

/** Tables the seed fills: the catalogue. Sessions, bookings and votes come from people; events and tips from the feed. */
export type SeededTable = Exclude<keyof Database, 'refreshTokens' | 'matchEvents' | 'tips' | 'bookings' | 'matchVotes'>;
export type Row<T extends keyof Database> = Insertable<Database[T]>;

import type { Insertable } from 'kysely';
import type { Database } from '../schema';

/** Chat tables the demo seed leaves empty: they fill as people chat. */
type ChatTablesNotSeeded = 'chatGroups' | 'chatGroupMembers' | 'chatMessages' | 'chatReactions' | 'chatSanctions' | 'chatFollows' | 'friendships' | 'inboxMessages';

/** Tables the seed fills: the catalogue. Sessions, bookings and votes come from people; events and tips from the feed. */
export type SeededTable = Exclude<keyof Database, 'refreshTokens' | 'matchEvents' | 'tips' | 'bookings' | 'matchVotes' | ChatTablesNotSeeded>;
export type Row<T extends keyof Database> = Insertable<Database[T]>;

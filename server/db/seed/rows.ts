import type { Insertable } from 'kysely';
import type { Database } from '../schema';

/** Tables the seed fills (refresh tokens are left empty). */
export type SeededTable = Exclude<keyof Database, 'refreshTokens'>;
export type Row<T extends keyof Database> = Insertable<Database[T]>;

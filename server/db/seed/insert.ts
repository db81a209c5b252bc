import type { Kysely } from 'kysely';
import type { Database, Row } from '../schema';

/** A few hundred rows per statement keeps PostgreSQL round trips few and stays under bind-parameter limits. */
const BATCH = 250;

export async function insertRows<T extends keyof Database>(db: Kysely<Database>, table: T, rows: readonly Row<T>[]): Promise<number> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insertInto(table).values(rows.slice(i, i + BATCH)).execute();
  }
  return rows.length;
}

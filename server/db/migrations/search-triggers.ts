import { sql, type Kysely } from 'kysely';
import { SEARCH_KEY_SPAN } from '@/lib/domain/search';

type AnyDb = Kysely<unknown>;

/**
 * The rows a change makes stale, as `SELECT key FROM …` statements over the changed row (`R`), for
 * changes that touch text other entries carry: a team's name is part of its matches and their tips.
 */
export interface Source {
  table: string;
  code: number;
  /** Columns whose change alters what is indexed. */
  columns: readonly string[];
  /** Other entries to refresh when this row is updated. */
  dependents?: (row: 'NEW') => readonly string[];
}

export const key = (code: number, id: string) => `${code * SEARCH_KEY_SPAN} + ${id}`;

const enqueue = (s: Source, row: 'NEW' | 'OLD') => `INSERT INTO search_pending (item_key) VALUES (${key(s.code, `${row}.id`)});`;
const enqueueDependents = (s: Source) => (s.dependents?.('NEW') ?? []).map((select) => `INSERT INTO search_pending (item_key) ${select};`).join(' ');

export function sqliteTriggers(s: Source): string[] {
  return [
    `CREATE TRIGGER search_${s.table}_insert AFTER INSERT ON ${s.table} BEGIN ${enqueue(s, 'NEW')} END`,
    `CREATE TRIGGER search_${s.table}_update AFTER UPDATE OF ${s.columns.join(', ')} ON ${s.table} BEGIN ${enqueue(s, 'NEW')} ${enqueueDependents(s)} END`,
    `CREATE TRIGGER search_${s.table}_delete AFTER DELETE ON ${s.table} BEGIN ${enqueue(s, 'OLD')} END`,
  ];
}

export function postgresTrigger(s: Source): string[] {
  return [
    `CREATE FUNCTION search_enqueue_${s.table}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' THEN ${enqueue(s, 'OLD')} RETURN OLD; END IF;
      ${enqueue(s, 'NEW')}
      IF TG_OP = 'UPDATE' THEN ${enqueueDependents(s) || 'NULL;'} END IF;
      RETURN NEW;
    END $$`,
    `CREATE TRIGGER search_${s.table} AFTER INSERT OR DELETE OR UPDATE OF ${s.columns.join(', ')} ON ${s.table} FOR EACH ROW EXECUTE FUNCTION search_enqueue_${s.table}()`,
  ];
}

export async function dropSearchTriggers(db: AnyDb, s: Source, pg: boolean): Promise<void> {
  if (pg) {
    await sql.raw(`DROP TRIGGER IF EXISTS search_${s.table} ON ${s.table}`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS search_enqueue_${s.table}()`).execute(db);
  } else {
    for (const op of ['insert', 'update', 'delete']) await sql.raw(`DROP TRIGGER IF EXISTS search_${s.table}_${op}`).execute(db);
  }
}

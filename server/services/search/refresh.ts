import { sql } from 'kysely';
import { parseSearchKey, searchKey, SEARCH_KINDS, type SearchKind } from '@/lib/domain/search';
import { dialectOfDb, type Db } from '@/server/db/client';
import { SEARCH_DOCUMENTS } from './documents';
import { replaceEntries, type IndexEntry } from './index-store';

/** Rows noted as changed by the triggers of migration 013. */
interface SearchPendingTable {
  seq: number;
  itemKey: number;
}

const BATCH = 500;
/** Serialises refreshes across the nodes of one PostgreSQL database (any fixed number will do). */
const PG_LOCK = 4_212_014;

const inFlight = new WeakMap<Db, Promise<void>>();

/**
 * Folds and indexes every row changed since the last refresh, and removes what may no longer be
 * found. Searches call it first, so answers are current however the rows were written; calls that
 * overlap in one process share one run.
 */
export function refreshSearchIndex(db: Db): Promise<void> {
  const running = inFlight.get(db);
  if (running) return running;
  const run = drain(db).finally(() => inFlight.delete(db));
  inFlight.set(db, run);
  return run;
}

/** A plain read, so a search with nothing to index takes neither a write transaction nor the lock. */
async function hasPending(db: Db): Promise<boolean> {
  const row = await db.withTables<{ searchPending: SearchPendingTable }>().selectFrom('searchPending').select('seq').limit(1).executeTakeFirst();
  return row !== undefined;
}

async function drain(db: Db): Promise<void> {
  if (!(await hasPending(db))) return;
  for (;;) {
    const done = db.isTransaction ? await refreshBatch(db) : await db.transaction().execute(refreshBatch);
    if (done) return;
  }
}

/** One batch of the queue; true once the queue is empty. */
async function refreshBatch(db: Db): Promise<boolean> {
  if (dialectOfDb(db) === 'postgres') await sql`SELECT pg_advisory_xact_lock(${PG_LOCK})`.execute(db);
  const queue = db.withTables<{ searchPending: SearchPendingTable }>();
  const pending = await queue.selectFrom('searchPending').select(['seq', 'itemKey']).orderBy('seq').limit(BATCH).execute();
  const last = pending.at(-1);
  if (!last) return true;
  const keys = [...new Set(pending.map((p) => Number(p.itemKey)))];
  const idsByKind = new Map<SearchKind, number[]>();
  for (const key of keys) {
    const parsed = parseSearchKey(key);
    if (parsed) idsByKind.set(parsed.kind, [...(idsByKind.get(parsed.kind) ?? []), parsed.id]);
  }
  const entries: IndexEntry[] = [];
  for (const kind of SEARCH_KINDS) {
    const ids = idsByKind.get(kind);
    if (!ids) continue;
    const documents = await SEARCH_DOCUMENTS[kind](db, ids);
    for (const [id, body] of documents) if (body) entries.push({ key: searchKey(kind, id), body });
  }
  await replaceEntries(db, keys, entries);
  await queue.deleteFrom('searchPending').where('seq', '<=', Number(last.seq)).execute();
  return pending.length < BATCH;
}

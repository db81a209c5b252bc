import type { Db } from '@/server/db/client';
import { readConfig } from '@/server/config';
import type { Messenger } from './types';

/** Keeps every message in the database; the developer outbox page reads them there. */
export function createOutboxMessenger(getDb: () => Promise<Db>): Messenger {
  return {
    async send(m, now) {
      const db = await getDb();
      await db
        .insertInto('outboxMessages')
        .values({ channel: m.channel, recipient: m.to, kind: m.kind, subject: m.subject, body: m.text, createdAt: now })
        .execute();
    },
  };
}

export interface OutboxEntry {
  id: number;
  channel: string;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  createdAt: number;
}

export async function latestOutbox(db: Db, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db.selectFrom('outboxMessages').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, createdAt: Number(r.createdAt) }));
}

/**
 * Whether the developer outbox page (it shows reset codes) is shown: only when asked for with
 * `DEV_OUTBOX=1`, or on the development server (`npm run dev`). A server that merely is not in
 * production mode (a staging or test build) keeps it closed.
 */
export function outboxPageEnabled(env: Readonly<Record<string, string | undefined>> = process.env, argv: readonly string[] = process.argv): boolean {
  return env.DEV_OUTBOX === '1' || readConfig(argv).dev;
}

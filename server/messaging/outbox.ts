import type { Db } from '@/server/db/client';
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

/** Whether the developer outbox page is shown: always outside production, in production only when asked for. */
export function outboxPageEnabled(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return env.DEV_OUTBOX === '1' || env.NODE_ENV !== 'production';
}

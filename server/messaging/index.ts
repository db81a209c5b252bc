import type { Db } from '@/server/db/client';
import { createOutboxMessenger } from './outbox';
import { createSmtpMessenger } from './smtp';
import type { Messenger } from './types';

export type { Messenger, OutgoingMessage } from './types';

/** The outbox table, or SMTP for emails when `SMTP_URL` is set. */
export function defaultMessenger(getDb: () => Promise<Db>, env: Readonly<Record<string, string | undefined>> = process.env): Messenger {
  const outbox = createOutboxMessenger(getDb);
  if (!env.SMTP_URL) return outbox;
  return createSmtpMessenger(env.SMTP_URL, env.SMTP_FROM || 'no-reply@portal.example', outbox);
}

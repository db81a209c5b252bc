import type { Db } from '@/server/db/client';

/** Emoji → count, per message. */
export async function reactionCountsOf(db: Db, messageIds: readonly number[]): Promise<Map<number, Record<string, number>>> {
  const out = new Map<number, Record<string, number>>();
  if (messageIds.length === 0) return out;
  const rows = await db
    .selectFrom('chatReactions')
    .select(['messageId', 'reaction', (eb) => eb.fn.countAll().as('n')])
    .where('messageId', 'in', [...messageIds])
    .groupBy(['messageId', 'reaction'])
    .orderBy('messageId')
    .orderBy('reaction')
    .execute();
  for (const r of rows) {
    const counts = out.get(r.messageId) ?? {};
    counts[r.reaction] = Number(r.n);
    out.set(r.messageId, counts);
  }
  return out;
}

/**
 * Adds the user's reaction to a message, or takes it back if it was there, in one transaction.
 * Returns the message's new counts.
 */
export async function toggleReaction(db: Db, messageId: number, userId: number, reaction: string, now: number): Promise<Record<string, number>> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('chatReactions')
      .where('messageId', '=', messageId)
      .where('userId', '=', userId)
      .where('reaction', '=', reaction)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return;
    await trx.insertInto('chatReactions').values({ messageId, userId, reaction, createdAt: now }).onConflict((oc) => oc.doNothing()).execute();
  });
  return (await reactionCountsOf(db, [messageId])).get(messageId) ?? {};
}

import { SYSTEM_MESSAGE } from '@/lib/domain/chat';
import { NEAR_DUPLICATE_WINDOW_MINUTES, type SpamReason } from '@/lib/domain/spam';
import { insertMessageRow, type NewChatMessage } from '@/server/chat/store-messages';
import type { Db } from '@/server/db/client';
import { judgeText } from '@/server/safety/spam-filter';
import { fileForReview } from './file';

/** More than enough earlier messages for the near-duplicate rule, which looks at a few. */
const EARLIER_MAX = 10;

/** What the member wrote in the room within the near-duplicate window, newest first, held ones included. */
async function earlierTexts(db: Db, m: NewChatMessage): Promise<string[]> {
  const rows = await db
    .selectFrom('chatMessages')
    .select('text')
    .where('groupId', '=', m.groupId)
    .where('userId', '=', m.userId)
    .where('systemMessage', '=', SYSTEM_MESSAGE.none)
    .where('createdAt', '>', m.createdAt - NEAR_DUPLICATE_WINDOW_MINUTES * 60_000)
    .orderBy('id', 'desc')
    .limit(EARLIER_MAX)
    .execute();
  return rows.map((r) => r.text);
}

/**
 * Runs a member's public chat message through the spam filter. A held message is stored hidden (the
 * chat's own `deleted` mark, so no history, reply or pin ever shows it) and filed for review in the
 * same transaction; a reviewer's approval shows and broadcasts it. Returns the filter's reasons when
 * it held the message, else null (the caller stores and broadcasts it as usual).
 */
export async function holdChatIfSpam(db: Db, m: NewChatMessage): Promise<SpamReason[] | null> {
  // The text alone, as the filter was measured: attachments are links by nature (pictures), and beside
  // odds talk any link reads as promotion.
  const verdict = judgeText(m.text, await earlierTexts(db, m));
  if (!verdict.held) return null;
  await db.transaction().execute(async (trx) => {
    const id = await insertMessageRow(trx, m, { hidden: true });
    await fileForReview(trx, { kind: 'chat', itemId: id, subjectId: m.userId, source: 'filter', reasons: verdict.reasons, excerpt: m.text }, m.createdAt);
  });
  return verdict.reasons;
}

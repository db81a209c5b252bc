import { streamHealth, type Broadcast, type StreamHealth, type StreamRefusal } from '@/lib/contract/studio';
import { BROADCAST_LANGUAGES, REFUSALS, type BroadcastLanguage, type Refusal } from '@/lib/domain/broadcast';
import type { Db } from '@/server/db/client';
import { livePaths } from '@/server/services/chat-rooms';
import { groupForRoom } from '@/server/chat/store';
import type { BroadcastRow } from '@/server/media-pipeline/broadcasts';

/** A refusal older than this is history: the studio stops saying it. */
export const REFUSAL_SHOWN_MS = 10 * 60_000;

/** Where a room with no page of its own sends the commentator instead. */
const NO_ROOM_PAGE = '/lich-truc-tiep';

/** The health the ingest last wrote, or null when there is none or it is not what the contract says. */
export function parseHealth(json: string | null): StreamHealth | null {
  if (json === null) return null;
  try {
    const parsed = streamHealth.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const languageOf = (raw: string): BroadcastLanguage => BROADCAST_LANGUAGES.find((l) => l === raw) ?? 'vi';
const refusalReason = (raw: string | null): Refusal | null => REFUSALS.find((r) => r === raw) ?? null;

/** The room page viewers watch, from the room's match (the chat list's lookup). */
async function roomPath(db: Db, roomId: number): Promise<string> {
  return (await livePaths(db, [roomId])).get(roomId) ?? NO_ROOM_PAGE;
}

/** A broadcast as the studio shows it: with its room's page and chat group. */
export async function toBroadcast(db: Db, row: BroadcastRow, now: number): Promise<Broadcast> {
  const [path, group] = await Promise.all([roomPath(db, row.roomId), groupForRoom(db, row.roomId, now)]);
  return {
    id: row.id,
    roomId: row.roomId,
    roomPath: path,
    title: row.title,
    language: languageOf(row.language),
    state: row.state,
    source: row.source,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    endedAt: row.endedAt,
    health: parseHealth(row.health),
    groupId: group?.id ?? null,
  };
}

/** Why the member's latest stream was turned away, while it is recent enough to matter. */
export async function latestRefusal(db: Db, userId: number, now: number): Promise<StreamRefusal | null> {
  const row = await db.selectFrom('streamKeys').select(['lastRefusal', 'lastRefusalAt']).where('userId', '=', userId).executeTakeFirst();
  const reason = refusalReason(row?.lastRefusal ?? null);
  const at = row?.lastRefusalAt ?? null;
  if (reason === null || at === null || at < now - REFUSAL_SHOWN_MS) return null;
  return { reason, at };
}

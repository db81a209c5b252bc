import { ON_AIR_STATES, RTMP_APP, type Refusal } from '@/lib/domain/broadcast';
import type { Db } from '@/server/db/client';
import { EXTERNAL_INGEST_NODES, openBroadcast, streamArrived, streamStopped } from '@/server/media-pipeline/broadcasts';
import { recordRefusal, userForStreamKey } from '@/server/media-pipeline/stream-keys';

/**
 * The media servers that may hold a broadcast's stream instead of the site's own ingest. Their
 * broadcasts get no data beats from the site's pipeline: they end through the server's unpublish hook.
 */
export { EXTERNAL_INGEST_NODES };
export type ExternalIngestNode = (typeof EXTERNAL_INGEST_NODES)[number];

export function isExternalIngestNode(node: string | null): node is ExternalIngestNode {
  return (EXTERNAL_INGEST_NODES as readonly (string | null)[]).includes(node);
}

/** The stream key in a published path, `live/{key}` (MediaMTX may send a leading slash); null for any other path. */
export function keyOfPath(path: string): string | null {
  const [app, key, ...rest] = path.replace(/^\/+/, '').split('/');
  return app === RTMP_APP && key && rest.length === 0 ? key : null;
}

export type PublishVerdict = { ok: true; roomId: number } | { ok: false; reason: Refusal };

/**
 * A media server asks whether a stream may be published with this key: only a current key whose
 * owner has a broadcast waiting (or reconnecting) goes on air; a refusal is noted for the studio.
 */
export async function externalPublish(db: Db, key: string, node: ExternalIngestNode, now: number): Promise<PublishVerdict> {
  const userId = await userForStreamKey(db, key);
  if (userId === null) return { ok: false, reason: 'bad-key' };
  const arrival = await streamArrived(db, { userId, source: 'rtmp', node, width: null, height: null, now, record: false });
  if (!arrival.ok) {
    await recordRefusal(db, userId, arrival.refusal, now);
    return { ok: false, reason: arrival.refusal };
  }
  return { ok: true, roomId: arrival.broadcast.roomId };
}

/** The live broadcast a media server holds for this key, if any. */
async function externalBroadcast(db: Db, key: string) {
  const userId = await userForStreamKey(db, key);
  const b = userId === null ? null : await openBroadcast(db, userId);
  return b && ON_AIR_STATES.includes(b.state) && isExternalIngestNode(b.node) ? b : null;
}

/** The media server's stream stopped: the room waits through the grace period. False when nothing of it was live. */
export async function externalUnpublish(db: Db, key: string, now: number): Promise<boolean> {
  const b = await externalBroadcast(db, key);
  if (!b || b.state !== 'live') return false;
  await streamStopped(db, b.id, now);
  return true;
}

/** The room a media server's stream airs in, for its ready command; null when the key has none on air there. */
export async function externalRoom(db: Db, key: string): Promise<number | null> {
  return (await externalBroadcast(db, key))?.roomId ?? null;
}

import type { StudioOverview } from '@/lib/contract/studio';
import { ENCODER_SETTINGS, INGEST_SOCKET_PATH } from '@/lib/domain/broadcast';
import type { Locale } from '@/lib/domain/locale';
import type { Db } from '@/server/db/client';
import { openBroadcast } from '@/server/media-pipeline/broadcasts';
import { latestRefusal, toBroadcast } from './broadcast-view';
import { rtmpServerUrl } from './ingest-address';
import { studioRecordings } from './recordings';
import { studioRooms } from './studio-rooms';

export interface StudioCtx {
  userId: number;
  locale: Locale;
  now: number;
}

/** Everything the studio page shows at once: key, addresses, settings, rooms, broadcast and recordings. */
export async function studioOverview(db: Db, ctx: StudioCtx & { hostHeader: string | null }): Promise<StudioOverview> {
  const [key, rooms, open, refusal, recordings] = await Promise.all([
    db.selectFrom('streamKeys').select(['keyHint', 'createdAt']).where('userId', '=', ctx.userId).executeTakeFirst(),
    studioRooms(db, ctx.userId, ctx.locale),
    openBroadcast(db, ctx.userId),
    latestRefusal(db, ctx.userId, ctx.now),
    studioRecordings(db, ctx.userId),
  ]);
  return {
    key: key ? { hint: key.keyHint, createdAt: key.createdAt } : null,
    ingest: { rtmpServer: rtmpServerUrl(ctx.hostHeader), browserSocketPath: INGEST_SOCKET_PATH },
    encoder: { ...ENCODER_SETTINGS },
    rooms,
    broadcast: open ? await toBroadcast(db, open, ctx.now) : null,
    refusal,
    recordings,
  };
}

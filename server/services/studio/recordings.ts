import type { StudioVideo } from '@/lib/contract/studio';
import type { Db } from '@/server/db/client';

/** How many of their recordings the studio lists: the newest. */
export const STUDIO_RECORDINGS_MAX = 20;

/** The packaged recording's master playlist, served by the stream routes (under STREAM_BASE_URL when set). */
export function vodPlaylist(assetId: number): string {
  const base = (process.env.STREAM_BASE_URL ?? '').replace(/\/+$/, '');
  return `${base}/streams/vod/${assetId}/master.m3u8`;
}

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** The commentator's recordings, newest first, each with its packaging progress (from its latest job). */
export async function studioRecordings(db: Db, userId: number): Promise<StudioVideo[]> {
  const assets = await db
    .selectFrom('mediaAssets')
    .select(['id', 'title', 'state', 'durationMs', 'createdAt'])
    .where('ownerId', '=', userId)
    .where('kind', '=', 'recording')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(STUDIO_RECORDINGS_MAX)
    .execute();
  if (assets.length === 0) return [];
  const jobs = await db
    .selectFrom('mediaJobs')
    .select(['assetId', 'progress'])
    .where('assetId', 'in', assets.map((a) => a.id))
    .orderBy('id', 'desc')
    .execute();
  const latest = new Map<number, number>();
  for (const j of jobs) if (j.assetId !== null && !latest.has(j.assetId)) latest.set(j.assetId, j.progress);
  return assets.map((a) => ({
    id: a.id,
    title: a.title,
    state: a.state,
    durationMs: a.durationMs,
    createdAt: a.createdAt,
    playlist: a.state === 'ready' ? vodPlaylist(a.id) : null,
    progress: a.state === 'ready' ? 1 : clamp01(latest.get(a.id) ?? 0),
  }));
}

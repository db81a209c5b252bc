import type { Db } from '@/server/db/client';
import type { ViewerCounter } from './counter';

/**
 * Writes the counts into the real rooms' rows, which every list reads (the simulator keeps the demo
 * rooms' own): the rooms being watched get their count, the others that still show viewers get 0.
 * Only changed rows are written, so several nodes syncing the same Redis counts cost little.
 */
export async function syncViewerCounts(db: Db, counter: ViewerCounter, now: number): Promise<number> {
  const counts = await counter.activeCounts(now);
  const watched = [...counts.keys()];
  const shown = await db
    .selectFrom('liveRooms')
    .select(['id', 'viewerCount'])
    .where('demo', '=', 0)
    .where((eb) => eb.or([eb('viewerCount', '!=', 0), ...(watched.length > 0 ? [eb('id', 'in', watched)] : [])]))
    .execute();
  let written = 0;
  for (const room of shown) {
    const next = counts.get(room.id) ?? 0;
    if (next === room.viewerCount) continue;
    await db.updateTable('liveRooms').set({ viewerCount: next }).where('id', '=', room.id).where('demo', '=', 0).execute();
    written++;
  }
  return written;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { ladderFor } from '@/lib/domain/broadcast';
import type { Db } from '@/server/db/client';
import { readRenditionParts } from '@/server/media-pipeline/hls-parts';
import { broadcastDir } from '@/server/media-pipeline/media-dir';
import { partsPlaylist } from '@/server/media-pipeline/part-playlists';

/** What a room plays: the looped demo recording, a commentator's live broadcast, or nothing (a real room off air). */
export type RoomSource = { kind: 'demo' } | { kind: 'live'; broadcastId: number; width: number | null; height: number | null } | { kind: 'off' } | null;

const CACHE_MS = 1_000;
const LIVE_FILE = /^\/streams\/live\/(\d{1,10})\/(p\d{1,6})\/(\d{3,4}p)\/([A-Za-z0-9_-]+\.(?:m4s|mp4))$/;

/** Each room's source, looked up at most once a second: players of a room refresh its playlists every 2 s. */
export function roomSourceLookup(db: Db): (roomId: number) => Promise<RoomSource> {
  const known = new Map<number, { at: number; source: RoomSource }>();
  return async (roomId) => {
    const hit = known.get(roomId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.source;
    const room = await db
      .selectFrom('liveRooms as r')
      .leftJoin('broadcasts as b', (j) => j.onRef('b.roomId', '=', 'r.id').on('b.state', 'in', ['live', 'reconnecting']))
      .select(['r.demo', 'b.id as broadcastId', 'b.sourceWidth', 'b.sourceHeight'])
      .where('r.id', '=', roomId)
      .orderBy('b.id', 'desc')
      .executeTakeFirst();
    const source: RoomSource = !room
      ? null
      : room.broadcastId !== null
        ? { kind: 'live', broadcastId: room.broadcastId, width: room.sourceWidth, height: room.sourceHeight }
        : room.demo
          ? { kind: 'demo' }
          : { kind: 'off' };
    known.set(roomId, { at: Date.now(), source });
    if (known.size > 10_000) known.clear();
    return source;
  };
}

/** The master playlist of a live broadcast: the rungs its source fills (no upscaling). Codecs are left to the player to read. */
export function liveMaster(source: { width: number | null; height: number | null }): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const aspect = source.width && source.height ? source.width / source.height : 16 / 9;
  for (const r of ladderFor(source.height ?? 1080)) {
    const height = Math.min(r.height, source.height ?? r.height);
    const width = Math.round((height * aspect) / 2) * 2;
    lines.push(`#EXT-X-STREAM-INF:BANDWIDTH=${(r.bitrateKbps + 128) * 1000},RESOLUTION=${width}x${height},FRAME-RATE=${r.fps.toFixed(3)}`, `${r.name}.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}

/** A rendition's live playlist over every run of the broadcast's transcoder; empty until its first segment. */
export async function liveMediaPlaylist(mediaRoot: string, broadcastId: number, rendition: string): Promise<string> {
  const parts = await readRenditionParts(broadcastDir(mediaRoot, broadcastId), rendition);
  // The playlist is /streams/{room}/{rendition}.m3u8: the files sit beside the room, under /streams/live/.
  return partsPlaylist({ parts, base: `../live/${broadcastId}/`, rendition, live: true });
}

/** A segment or init file a broadcast wrote; null for any other path or a file not there. */
export async function liveFile(mediaRoot: string, pathname: string): Promise<{ bytes: Buffer; type: string } | null> {
  const m = LIVE_FILE.exec(pathname);
  if (!m) return null;
  const [, id = '', part = '', rendition = '', file = ''] = m;
  const bytes = await fs.readFile(path.join(broadcastDir(mediaRoot, Number(id)), part, rendition, file)).catch(() => null);
  return bytes ? { bytes, type: 'video/mp4' } : null;
}

export const isLiveFilePath = (pathname: string) => pathname.startsWith('/streams/live/');

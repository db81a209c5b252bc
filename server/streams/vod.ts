import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/client';
import { partsPlaylist } from '../media-pipeline/part-playlists';
import { readAssetParts } from '../media-pipeline/vod/asset-parts';
import { assetMasterPlaylist, type AssetRendition } from '../media-pipeline/vod/asset-playlists';
import { cutParts } from '../media-pipeline/vod/cut';
import { insideMediaDir } from '../media-pipeline/vod/media-paths';

/** An answer in the shape the stream handler writes. */
export interface StreamAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export interface VodStreams {
  /** `/streams/vod/{assetId}/…`: a ready video's playlists and files; null for any other path. */
  answerVod(pathname: string): Promise<StreamAnswer | null>;
  /** A clip cut from a video (`/streams/clips/{clipId}/{name}.m3u8`); null when the clip has no video (or no such clip). */
  answerAssetClip(clipId: number, name: string): Promise<StreamAnswer | null>;
}

const VOD_PATH = /^\/streams\/vod\/(\d{1,10})\/(.+)$/;
const PLAYLIST = /^(master|\d{3,4}p)\.m3u8$/;
/** Only names the packager writes: no dot segments, no slashes beyond a part and a rendition. */
const MEDIA_FILE = /^(?:p\d{1,6}\/)?\d{3,4}p\/[A-Za-z0-9_-]{1,64}\.(?:m4s|mp4)$/;
const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const READY_CACHE_MS = 60_000;

const notFound = (what: string): StreamAnswer => ({ status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: Buffer.from(`Unknown ${what}`) });
// Playlists of a ready video do not change, but a short life lets a deleted one go quickly.
const playlist = (text: string | Buffer): StreamAnswer => ({ status: 200, headers: { 'content-type': PLAYLIST_TYPE, 'cache-control': 'public, max-age=60' }, body: Buffer.isBuffer(text) ? text : Buffer.from(text) });
const media = (bytes: Buffer): StreamAnswer => ({ status: 200, headers: { 'content-type': 'video/mp4', 'cache-control': 'public, max-age=31536000, immutable' }, body: bytes });

interface ReadyAsset {
  folder: string;
  renditions: AssetRendition[];
}

function parseRenditions(text: string | null): AssetRendition[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as AssetRendition[]).filter((r) => typeof r?.name === 'string' && /^\d{3,4}p$/.test(r.name)) : [];
  } catch {
    return [];
  }
}

/** Serves on-demand videos from the media folder, and cuts highlight clips from them. */
export function createVodStreams(db: Db, mediaRoot: string): VodStreams {
  const ready = new Map<number, { at: number; asset: ReadyAsset }>();

  async function readyAsset(assetId: number): Promise<ReadyAsset | null> {
    const cached = ready.get(assetId);
    if (cached && Date.now() - cached.at < READY_CACHE_MS) return cached.asset;
    const row = await db.selectFrom('mediaAssets').select(['outputDir', 'renditions']).where('id', '=', assetId).where('state', '=', 'ready').executeTakeFirst();
    if (!row?.outputDir) return null;
    const asset = { folder: insideMediaDir(mediaRoot, row.outputDir), renditions: parseRenditions(row.renditions) };
    ready.set(assetId, { at: Date.now(), asset });
    return asset;
  }

  async function file(folder: string, relative: string): Promise<Buffer | null> {
    return fs.readFile(path.join(folder, ...relative.split('/'))).catch(() => null);
  }

  return {
    async answerVod(pathname) {
      const m = VOD_PATH.exec(pathname);
      if (!m) return null;
      const assetId = Number(m[1]);
      const rest = m[2] ?? '';
      if (!PLAYLIST.test(rest) && !MEDIA_FILE.test(rest)) return notFound(`video file: ${rest}`);
      const asset = await readyAsset(assetId);
      if (!asset) return notFound(`video: ${assetId}`);
      const bytes = await file(asset.folder, rest);
      if (!bytes) return notFound(`video file: ${rest}`);
      return PLAYLIST.test(rest) ? playlist(bytes) : media(bytes);
    },

    async answerAssetClip(clipId, name) {
      const clip = await db.selectFrom('highlightClips').select(['assetId', 'startSeconds', 'durationSeconds']).where('id', '=', clipId).executeTakeFirst();
      if (!clip || clip.assetId === null || clip.assetId === undefined) return null;
      const asset = await readyAsset(clip.assetId);
      if (!asset) return notFound(`video: ${clip.assetId}`);
      if (name === 'master') return playlist(assetMasterPlaylist(asset.renditions));
      if (!asset.renditions.some((r) => r.name === name)) return notFound(`rendition: ${name}`);
      const parts = cutParts(await readAssetParts(asset.folder, name), clip.startSeconds * 1000, clip.durationSeconds * 1000);
      if (parts.length === 0) return notFound(`clip span: ${clipId}`);
      // From /streams/clips/{clipId}/ up to /streams/, then into the video's own files.
      return playlist(partsPlaylist({ parts, base: `../../vod/${clip.assetId}/`, rendition: name, live: false }));
    },
  };
}

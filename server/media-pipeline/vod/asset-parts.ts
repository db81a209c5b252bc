import fs from 'node:fs/promises';
import path from 'node:path';
import { LIVE_LADDER } from '@/lib/domain/broadcast';
import { parseFfmpegPlaylist, readRenditionParts, type RenditionPart } from '../hls-parts';

/**
 * The runs of one rendition in a video's folder. A recording has one part folder per run of the live
 * transcoder (`p1/540p/`); a packaged file has its renditions directly in the folder (`540p/`), read
 * as one part named `.` so playlist URIs come out as `./540p/seg_00000.m4s`, which resolves like `540p/…`.
 */
export async function readAssetParts(folder: string, rendition: string): Promise<RenditionPart[]> {
  const parts = await readRenditionParts(folder, rendition);
  if (parts.length > 0) return parts;
  const text = await fs.readFile(path.join(folder, rendition, 'index.m3u8'), 'utf8').catch(() => null);
  const parsed = text === null ? null : parseFfmpegPlaylist(text);
  return parsed && parsed.segments.length > 0 ? [{ part: '.', ...parsed }] : [];
}

/** The ladder's renditions the folder holds segments of, lowest first. */
export async function assetRenditionParts(folder: string): Promise<{ name: string; parts: RenditionPart[] }[]> {
  const found = await Promise.all(LIVE_LADDER.map(async (r) => ({ name: r.name as string, parts: await readAssetParts(folder, r.name) })));
  return found.filter((r) => r.parts.length > 0);
}

/** The path of a file of a part, inside the video's folder. */
export function partFile(folder: string, part: RenditionPart, rendition: string, file: string): string {
  return path.join(folder, part.part, rendition, file);
}

/** Bytes of every file under a folder. */
export async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isFile()) continue;
    const stat = await fs.stat(path.join(e.parentPath, e.name)).catch(() => null);
    total += stat?.size ?? 0;
  }
  return total;
}

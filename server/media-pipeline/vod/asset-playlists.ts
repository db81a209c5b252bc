import fs from 'node:fs/promises';
import path from 'node:path';
import { LIVE_LADDER } from '@/lib/domain/broadcast';
import type { RenditionPart } from '../hls-parts';
import { PermanentJobError } from '../jobs/types';
import { partsDurationMs, partsPlaylist } from '../part-playlists';
import { assetRenditionParts, partFile } from './asset-parts';
import { readInitInfo } from './init-info';

/** A packaged rendition as `media_assets.renditions` keeps it. */
export interface AssetRendition {
  name: string;
  width: number;
  height: number;
  /** Peak bits per second over its segments. */
  bandwidth: number;
  averageBandwidth?: number;
  codecs?: string;
}

export const FRAME_RATE = LIVE_LADDER[0]?.fps ?? 30;

/** The master playlist over a video's renditions, each media playlist beside it (`540p.m3u8`). */
export function assetMasterPlaylist(renditions: readonly AssetRendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const attrs = [`BANDWIDTH=${r.bandwidth}`];
    if (r.averageBandwidth) attrs.push(`AVERAGE-BANDWIDTH=${r.averageBandwidth}`);
    attrs.push(`RESOLUTION=${r.width}x${r.height}`, `FRAME-RATE=${FRAME_RATE.toFixed(3)}`);
    if (r.codecs) attrs.push(`CODECS="${r.codecs}"`);
    lines.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, `${r.name}.m3u8`);
  }
  return `${lines.join('\n')}\n`;
}

/** Width and height from the init segment; bandwidth measured from the segments' sizes. */
async function describe(folder: string, name: string, parts: readonly RenditionPart[]): Promise<AssetRendition> {
  const first = parts[0];
  const init = first ? readInitInfo(await fs.readFile(partFile(folder, first, name, first.initFile))) : { width: null, height: null, codecs: [] };
  let peak = 0;
  let bits = 0;
  for (const part of parts) {
    for (const s of part.segments) {
      const size = (await fs.stat(partFile(folder, part, name, s.file)).catch(() => null))?.size ?? 0;
      bits += size * 8;
      if (s.durationMs > 0) peak = Math.max(peak, Math.round((size * 8 * 1000) / s.durationMs));
    }
  }
  const height = init.height ?? parseInt(name, 10);
  const durationMs = partsDurationMs(parts);
  return {
    name,
    width: init.width ?? Math.round((height * 16) / 9 / 2) * 2,
    height,
    bandwidth: Math.max(1, peak),
    averageBandwidth: durationMs > 0 ? Math.max(1, Math.round((bits * 1000) / durationMs)) : undefined,
    codecs: init.codecs.length > 0 ? init.codecs.join(',') : undefined,
  };
}

export interface WrittenPlaylists {
  renditions: AssetRendition[];
  durationMs: number;
}

/**
 * Writes a video's on-demand playlists into its folder: `master.m3u8` and one `{rendition}.m3u8` over
 * every run of that rendition, with URIs relative to the folder (served as `/streams/vod/{assetId}/…`).
 * A folder that holds no segments at all has nothing to package, however often it is tried.
 */
export async function writeAssetPlaylists(folder: string): Promise<WrittenPlaylists> {
  const found = await assetRenditionParts(folder);
  if (found.length === 0) throw new PermanentJobError(`no segments to package in ${path.basename(folder)}`);
  const renditions: AssetRendition[] = [];
  for (const { name, parts } of found) {
    await writeAtomically(path.join(folder, `${name}.m3u8`), partsPlaylist({ parts, base: '', rendition: name, live: false }));
    renditions.push(await describe(folder, name, parts));
  }
  await writeAtomically(path.join(folder, 'master.m3u8'), assetMasterPlaylist(renditions));
  // Renditions of one video run alike; the longest stands for the video (a rendition may miss a last segment).
  const durationMs = Math.max(...found.map((f) => partsDurationMs(f.parts)));
  return { renditions, durationMs };
}

/** A playlist is replaced whole, so a player never reads half of one. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, text);
  await fs.rename(tmp, file);
}

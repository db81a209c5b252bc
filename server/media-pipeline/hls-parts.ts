import fs from 'node:fs/promises';
import path from 'node:path';

/** One segment ffmpeg wrote, with the wall-clock time of its first frame when it carries one. */
export interface PartSegment {
  file: string;
  durationMs: number;
  programDateTime: number | null;
}

/** One run of the transcoder for one rendition: its init segment and the segments written so far. */
export interface RenditionPart {
  /** The part's folder name (`p1`, `p2` …), in the order the runs happened. */
  part: string;
  initFile: string;
  segments: PartSegment[];
  /** ffmpeg closed the list (it ended cleanly). */
  ended: boolean;
}

const SAFE_FILE = /^[A-Za-z0-9_.-]+$/;
const PART_DIR = /^p(\d{1,6})$/;

/** Reads a media playlist ffmpeg's HLS muxer writes; null for one that is not there or not yet complete. */
export function parseFfmpegPlaylist(text: string): Omit<RenditionPart, 'part'> | null {
  const initFile = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
  if (!initFile || !SAFE_FILE.test(initFile)) return null;
  const segments: PartSegment[] = [];
  let duration: number | null = null;
  let pdt: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    const date = /^#EXT-X-PROGRAM-DATE-TIME:(.+)$/.exec(line);
    if (extinf) duration = Math.round(Number(extinf[1]) * 1000);
    else if (date) pdt = parseDate(date[1] ?? '');
    else if (line && !line.startsWith('#') && duration !== null) {
      if (!SAFE_FILE.test(line)) return null;
      segments.push({ file: line, durationMs: duration, programDateTime: pdt });
      duration = null;
      pdt = null;
    }
  }
  return { initFile, segments, ended: text.includes('#EXT-X-ENDLIST') };
}

/** ffmpeg writes `+0000`; Date.parse wants `+00:00`. */
function parseDate(text: string): number | null {
  const ms = Date.parse(text.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(ms) ? ms : null;
}

/** The parts of a broadcast's folder, oldest first. */
export async function partNames(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  return names
    .map((n) => ({ n, k: Number(PART_DIR.exec(n)?.[1] ?? Number.NaN) }))
    .filter((p) => Number.isFinite(p.k))
    .sort((a, b) => a.k - b.k)
    .map((p) => p.n);
}

/** Every part of one rendition that has written at least one segment, oldest first. */
export async function readRenditionParts(dir: string, rendition: string): Promise<RenditionPart[]> {
  const parts: RenditionPart[] = [];
  for (const part of await partNames(dir)) {
    const text = await fs.readFile(path.join(dir, part, rendition, 'index.m3u8'), 'utf8').catch(() => null);
    const parsed = text === null ? null : parseFfmpegPlaylist(text);
    if (parsed && parsed.segments.length > 0) parts.push({ part, ...parsed });
  }
  return parts;
}

/** The renditions the newest part writes (`540p`, `720p` …), lowest first. */
export async function latestRenditions(dir: string): Promise<string[]> {
  const parts = await partNames(dir);
  const last = parts[parts.length - 1];
  if (!last) return [];
  const names = await fs.readdir(path.join(dir, last)).catch(() => [] as string[]);
  return names.filter((n) => /^\d{3,4}p$/.test(n)).sort((a, b) => parseInt(a, 10) - parseInt(b, 10));
}

import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Rendition } from './playlists';

const manifestSchema = z.array(z.object({
  name: z.string().regex(/^\d+p$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  frameRate: z.number().positive(),
  codecs: z.string().min(1),
  bandwidth: z.number().int().positive(),
  averageBandwidth: z.number().int().positive(),
})).min(1);

export interface DemoRecording {
  renditions: Rendition[];
  /** The bytes of every servable file, by `{rendition}/{file}`. */
  files: Map<string, Buffer>;
  /** Changes whenever any file changes; goes into segment URLs so caches can keep them for a year. */
  version: string;
}

const SAFE_FILE = /^[A-Za-z0-9_.-]+$/;

/** Reads the segment list and durations out of a VOD playlist made by scripts/make-renditions.sh. */
export function parseIndex(text: string): { initFile: string; segments: { file: string; durationMs: number }[] } {
  const initFile = /#EXT-X-MAP:URI="([^"]+)"/.exec(text)?.[1];
  if (!initFile || !SAFE_FILE.test(initFile)) throw new Error('rendition index has no EXT-X-MAP');
  const segments: { file: string; durationMs: number }[] = [];
  let duration: number | null = null;
  for (const line of text.split(/\r?\n/).map((l) => l.trim())) {
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) duration = Math.round(Number(extinf[1]) * 1000);
    else if (line && !line.startsWith('#') && duration !== null) {
      if (!SAFE_FILE.test(line)) throw new Error(`unexpected segment name ${line}`);
      segments.push({ file: line, durationMs: duration });
      duration = null;
    }
  }
  if (segments.length === 0) throw new Error('rendition index lists no segments');
  return { initFile, segments };
}

/** Loads the committed demo renditions into memory (a few MB) once, at start. */
export async function loadDemoRecording(dir: string): Promise<DemoRecording> {
  const manifest = manifestSchema.parse(JSON.parse(await fs.readFile(path.join(dir, 'renditions.json'), 'utf8')));
  const files = new Map<string, Buffer>();
  const hash = createHash('sha1');
  const renditions: Rendition[] = [];
  for (const entry of manifest) {
    const index = parseIndex(await fs.readFile(path.join(dir, entry.name, 'index.m3u8'), 'utf8'));
    for (const file of [index.initFile, ...index.segments.map((s) => s.file)]) {
      const bytes = await fs.readFile(path.join(dir, entry.name, file));
      files.set(`${entry.name}/${file}`, bytes);
      hash.update(bytes);
    }
    renditions.push({ ...entry, ...index });
  }
  renditions.sort((a, b) => a.height - b.height);
  return { renditions, files, version: hash.digest('hex').slice(0, 10) };
}

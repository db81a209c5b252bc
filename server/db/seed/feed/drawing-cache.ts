import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Which stored file each drawing became, kept beside the upload folders (never served: only the
 * folders are). Seeding again into the same uploads folder (each test, each fresh database) then finds
 * its pictures instead of drawing them again. The renderer's version is part of the key, so a new one
 * draws afresh; an entry whose file is gone is drawn again.
 */
const FILE = '.seed-drawings.json';

export interface DrawingCache {
  get(svg: string, folder: string): Promise<string | null>;
  set(svg: string, folder: string, stored: string): void;
  save(): Promise<void>;
}

const keyOf = (svg: string, folder: string) => createHash('sha256').update(`${sharp.versions.vips}|${folder}|${svg}`).digest('hex');

export async function openDrawingCache(uploadsDir: string): Promise<DrawingCache> {
  const file = path.join(uploadsDir, FILE);
  let entries: Record<string, string> = {};
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(file, 'utf8'));
    if (parsed && typeof parsed === 'object') entries = Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    // No cache yet, or one cut short: everything is drawn.
  }
  let changed = false;
  return {
    async get(svg, folder) {
      const stored = entries[keyOf(svg, folder)];
      if (!stored) return null;
      const exists = await fs.stat(path.join(uploadsDir, folder, path.basename(stored))).then(() => true, () => false);
      return exists ? stored : null;
    },
    set(svg, folder, stored) {
      entries[keyOf(svg, folder)] = stored;
      changed = true;
    },
    async save() {
      if (!changed) return;
      await fs.mkdir(uploadsDir, { recursive: true });
      // Written aside under a name of its own and renamed: two seeds at once (even in one process) leave one whole file, never a mix.
      const tmp = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(tmp, JSON.stringify(entries));
      await fs.rename(tmp, file);
    },
  };
}

import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_URL_PREFIX } from '@/lib/domain/uploads';
import { COVER_UPLOAD } from '@/server/services/avatars';
import { coverSvg, type CoverMotif } from './cover-drawings';

/** Drawings already stored by this process: seeding twice (the tests do) draws each once. */
const stored = new Map<string, string>();

/**
 * Draws a cover and stores it as an uploaded one would be: a WebP under the covers folder, named by the
 * hash of its bytes. Answers its path.
 */
export async function storeCover(uploadsDir: string, motif: CoverMotif, seed: string): Promise<string> {
  const svg = coverSvg(motif, seed);
  const key = `${uploadsDir}\n${svg}`;
  const known = stored.get(key);
  if (known) return known;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 2 }).toBuffer();
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
  const dir = path.join(uploadsDir, COVER_UPLOAD.folder);
  await fs.mkdir(dir, { recursive: true });
  // A name of its own: two seeds in one process may write the same cover at once.
  const tmp = path.join(dir, `.${name}.${randomUUID()}.tmp`);
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, path.join(dir, name));
  const url = `${UPLOAD_URL_PREFIX}${COVER_UPLOAD.folder}/${name}`;
  stored.set(key, url);
  return url;
}

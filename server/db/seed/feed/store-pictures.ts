import sharp from 'sharp';
import { COVER_UPLOAD, POST_UPLOAD, storeImage, type ImageUploadRules } from '@/server/services/avatars';
import type { DrawingCache } from './drawing-cache';
import type { PictureSpec } from './pictures';

/** A drawn picture as stored: its upload path and size, with what it shows. */
export interface StoredPicture extends Omit<PictureSpec, 'draw'> {
  path: string;
  width: number;
  height: number;
}

/** Drawn here straight to WebP at the upload's quality, so the upload's redraw would only draw it again. */
const drawnAlready = async (bytes: Buffer): Promise<Buffer> => bytes;
const RULES: Record<'posts' | 'covers', ImageUploadRules> = {
  posts: { ...POST_UPLOAD, redraw: drawnAlready },
  covers: { ...COVER_UPLOAD, redraw: drawnAlready },
};

/** Two at a time: the renderer already spreads one picture over the cores, more only queue. */
const AT_ONCE = 2;

/**
 * Draws each picture to WebP and stores it the way an upload is stored (content hash for a name, under
 * `posts/` or `covers/` of the uploads folder), so the site serves it from /media/uploads/.
 */
export async function storePictures(specs: readonly PictureSpec[], uploadsDir: string, folder: 'posts' | 'covers', cache: DrawingCache): Promise<StoredPicture[]> {
  const stored: StoredPicture[] = [];
  for (let i = 0; i < specs.length; i += AT_ONCE) {
    const batch = await Promise.all(
      specs.slice(i, i + AT_ONCE).map(async ({ draw, ...spec }) => {
        const drawing = draw();
        let path = await cache.get(drawing.svg, folder);
        if (path === null) {
          const bytes = await sharp(Buffer.from(drawing.svg)).webp({ quality: 85, effort: 2 }).toBuffer();
          path = await storeImage(`data:image/webp;base64,${bytes.toString('base64')}`, uploadsDir, RULES[folder]);
          cache.set(drawing.svg, folder, path);
        }
        return { ...spec, path, width: drawing.width, height: drawing.height };
      }),
    );
    stored.push(...batch);
  }
  return stored;
}

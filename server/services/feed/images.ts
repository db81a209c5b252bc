import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_URL_PREFIX } from '@/lib/domain/uploads';
import { unprocessable } from '@/server/api/errors';
import { POST_UPLOAD, storeImage } from '../avatars';

export interface StoredImage {
  src: string;
  width: number;
  height: number;
}

/** The only paths a post may name: pictures the image endpoint drew and stored. */
const POST_IMAGE_PATH = new RegExp(`^${UPLOAD_URL_PREFIX.replace(/\//g, '\\/')}posts\\/([0-9a-f]{32}\\.webp)$`);

/** Reads a stored picture's size; null when there is no such file or it is not a picture. */
async function sizeOf(file: string): Promise<{ width: number; height: number } | null> {
  try {
    await fs.access(file);
    const meta = await sharp(file).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

/** Draws an uploaded picture again (no metadata survives), stores it under its hash and answers its path and size. */
export async function uploadPostImage(dataUrl: string, uploadsDir: string): Promise<StoredImage> {
  const src = await storeImage(dataUrl, uploadsDir, POST_UPLOAD);
  const image = await postImageAt(src, uploadsDir, 'image');
  if (!image) throw new Error(`${src} vanished after it was stored`);
  return image;
}

async function postImageAt(src: string, uploadsDir: string, field: string): Promise<StoredImage | null> {
  const name = POST_IMAGE_PATH.exec(src)?.[1];
  if (!name) throw unprocessable(field, 'must be a picture the image upload answered');
  const size = await sizeOf(path.join(uploadsDir, 'posts', name));
  return size ? { src, ...size } : null;
}

/** The pictures a new post names, in order, each once and each a stored upload (422 otherwise). */
export async function postImagesOf(paths: readonly string[], uploadsDir: string): Promise<StoredImage[]> {
  if (new Set(paths).size !== paths.length) throw unprocessable('images', 'the same picture is named twice');
  const out: StoredImage[] = [];
  for (const [i, src] of paths.entries()) {
    const image = await postImageAt(src, uploadsDir, `images.${i}`);
    if (!image) throw unprocessable(`images.${i}`, 'no such uploaded picture');
    out.push(image);
  }
  return out;
}

import sharp from 'sharp';
import { AVATAR } from '@/lib/domain/accounts';

/**
 * Decodes an uploaded picture and draws it again as a WebP of at most AVATAR.sizePx square. Only the
 * pixels survive: metadata (a phone's GPS position among it), anything appended after the image and
 * anything a crafted file hides for another reader are gone. Null when the bytes do not decode.
 */
export async function redrawAvatar(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR.maxPixels, failOn: 'error', animated: false })
      .rotate()
      .resize(AVATAR.sizePx, AVATAR.sizePx, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

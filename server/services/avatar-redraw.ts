import sharp from 'sharp';
import { AVATAR } from '@/lib/domain/accounts';
import { NEWS_IMAGE } from '@/lib/domain/newsroom';

interface RedrawRules {
  width: number;
  height: number;
  /** `cover` crops to the box (a profile picture's square); `inside` keeps the whole picture within it. */
  fit: 'cover' | 'inside';
  maxPixels: number;
}

/**
 * Decodes an uploaded picture and draws it again as a WebP within the rules' box. Only the pixels
 * survive: metadata (a phone's GPS position among it), anything appended after the image and anything a
 * crafted file hides for another reader are gone. Null when the bytes do not decode.
 */
export async function redrawImage(bytes: Buffer, rules: RedrawRules): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { limitInputPixels: rules.maxPixels, failOn: 'error', animated: false })
      .rotate()
      .resize(rules.width, rules.height, { fit: rules.fit, withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** A profile picture: at most AVATAR.sizePx square. */
export const redrawAvatar = (bytes: Buffer) => redrawImage(bytes, { width: AVATAR.sizePx, height: AVATAR.sizePx, fit: 'cover', maxPixels: AVATAR.maxPixels });

/** A cover or body picture of an article: whole, within NEWS_IMAGE's box. */
export const redrawNewsImage = (bytes: Buffer) => redrawImage(bytes, { width: NEWS_IMAGE.widthPx, height: NEWS_IMAGE.heightPx, fit: 'inside', maxPixels: NEWS_IMAGE.maxPixels });

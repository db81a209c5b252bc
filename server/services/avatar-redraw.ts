import sharp from 'sharp';
import { AVATAR } from '@/lib/domain/accounts';
import { FEED_IMAGE_MAX_PIXELS, POST_LIMITS, PROFILE_COVER } from '@/lib/domain/feed';
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

/** A picture of a feed post: whole, at most POST_LIMITS.imageEdge on its longer side. */
export const redrawPostImage = (bytes: Buffer) =>
  redrawImage(bytes, { width: POST_LIMITS.imageEdge, height: POST_LIMITS.imageEdge, fit: 'inside', maxPixels: FEED_IMAGE_MAX_PIXELS });

/** A profile's cover: cropped to the wide banner the profile page shows. */
export const redrawCover = (bytes: Buffer) => redrawImage(bytes, { width: PROFILE_COVER.widthPx, height: PROFILE_COVER.heightPx, fit: 'cover', maxPixels: FEED_IMAGE_MAX_PIXELS });

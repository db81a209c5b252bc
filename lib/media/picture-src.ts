/**
 * Generated pictures (crests, league logos, avatars) are stored as SVG URLs. A page asks for them as
 * small WebP files instead: a browser paints every SVG picture on the main thread, as a document of its
 * own with text to lay out, which on a page of a hundred crests kept the phone busy for a tenth of a
 * second; a bitmap is decoded off the main thread.
 */

/** The pixel sizes the server draws; a request for any other size is refused, so sizes cannot flood its cache. */
export const PICTURE_PIXELS = [32, 48, 64, 96, 128, 192, 256] as const;
export type PicturePixels = (typeof PICTURE_PIXELS)[number];

export const GENERATED_PICTURE = /^\/media\/(crest|league|avatar)\/([A-Za-z0-9][A-Za-z0-9._-]{0,95})\.svg(?:\?(.*))?$/;

const LARGEST: PicturePixels = 256;

/** Most phones and laptops draw two device pixels per CSS pixel. */
const DEVICE_PIXELS = 2;

export function picturePixels(cssPixels: number): PicturePixels {
  const wanted = cssPixels * DEVICE_PIXELS;
  return PICTURE_PIXELS.find((size) => size >= wanted) ?? LARGEST;
}

/** The URL to show `src` at `cssPixels` square: a generated picture as a bitmap of the right size, anything else as it is. */
export function pictureSrc(src: string, cssPixels: number): string {
  const match = GENERATED_PICTURE.exec(src);
  if (!match) return src;
  const [, kind, seed, query] = match;
  const params = new URLSearchParams(query ?? '');
  params.set('s', String(picturePixels(cssPixels)));
  return `/media/${kind}/${seed}.webp?${params.toString()}`;
}

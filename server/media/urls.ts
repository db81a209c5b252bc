import type { MediaKind } from './render';

/** Relative URL of a generated image, as stored in logo/photo/image/profilePicture columns. */
export function mediaUrl(kind: MediaKind, seed: string, label?: string): string {
  const safeSeed = seed.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '').slice(0, 96) || 'x';
  const query = label ? `?t=${encodeURIComponent(label)}` : '';
  return `/media/${kind}/${safeSeed}.svg${query}`;
}

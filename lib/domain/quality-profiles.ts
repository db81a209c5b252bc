/** Video quality profiles of spec §3. */
export const QUALITY_KEYS = ['SD', 'HQ', 'HD', '4K'] as const;
export type QualityKey = (typeof QUALITY_KEYS)[number];

export interface QualityProfile {
  key: QualityKey;
  /** Highest rendition height the profile plays, in pixels. */
  maxHeight: number;
  bitrateKbps: number;
  fps: number;
}

export const QUALITY_PROFILES: Readonly<Record<QualityKey, QualityProfile>> = {
  SD: { key: 'SD', maxHeight: 540, bitrateKbps: 2000, fps: 30 },
  HQ: { key: 'HQ', maxHeight: 720, bitrateKbps: 4000, fps: 30 },
  HD: { key: 'HD', maxHeight: 1080, bitrateKbps: 8000, fps: 30 },
  // Named 4K, but streams top out at 1080p, so it plays the best rendition there is.
  '4K': { key: '4K', maxHeight: 1080, bitrateKbps: 8000, fps: 30 },
};

export const DEFAULT_QUALITY: QualityKey = 'HD';

export function isQualityKey(value: unknown): value is QualityKey {
  return typeof value === 'string' && (QUALITY_KEYS as readonly string[]).includes(value);
}

/** The profile for a key, or the default profile for anything unrecognised. */
export function qualityProfile(key: string): QualityProfile {
  return QUALITY_PROFILES[isQualityKey(key) ? key : DEFAULT_QUALITY];
}

/**
 * The profile a player starts with: the lowest whose renditions cover `pixelHeight` device pixels (the
 * player's height on screen), so a phone starts at 540p instead of loading 1080p it cannot show; SD on a
 * connection that asks to save data or is slower than 4G.
 */
export function fittingQuality(pixelHeight: number, constrained = false): QualityKey {
  if (constrained || !(pixelHeight > 0)) return constrained ? 'SD' : DEFAULT_QUALITY;
  const fit = QUALITY_KEYS.find((key) => QUALITY_PROFILES[key].maxHeight >= pixelHeight);
  return fit ?? DEFAULT_QUALITY;
}

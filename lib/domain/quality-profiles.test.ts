import { describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY, fittingQuality, isQualityKey, QUALITY_KEYS, QUALITY_PROFILES, qualityProfile } from './quality-profiles';

describe('QUALITY_PROFILES', () => {
  it.each([
    ['SD', 540, 2000],
    ['HQ', 720, 4000],
    ['HD', 1080, 8000],
    ['4K', 1080, 8000],
  ] as const)('plays %s at up to %ip and %i kbps', (key, height, bitrate) => {
    expect(QUALITY_PROFILES[key]).toMatchObject({ maxHeight: height, bitrateKbps: bitrate });
  });

  it('runs every profile at 30 fps', () => {
    expect(QUALITY_KEYS.map((k) => QUALITY_PROFILES[k].fps)).toEqual([30, 30, 30, 30]);
  });

  it('defaults to HD', () => {
    expect(DEFAULT_QUALITY).toBe('HD');
  });
});

describe('qualityProfile', () => {
  it('finds the profile of a key', () => {
    expect(qualityProfile('SD').maxHeight).toBe(540);
  });

  it('falls back to the default profile for an unknown key', () => {
    expect(qualityProfile('8K').key).toBe('HD');
  });

  it('recognises "4K" as a quality key', () => {
    expect(isQualityKey('4K')).toBe(true);
  });

  it('rejects a lower-case key', () => {
    expect(isQualityKey('hd')).toBe(false);
  });
});

describe('fittingQuality', () => {
  it('starts a phone’s player at 540p and a large one at the best rendition that covers it', () => {
    // A 412-px phone at DPR 1.75: a 16:9 player 232 px tall is 406 device pixels.
    expect(fittingQuality(406)).toBe('SD');
    expect(fittingQuality(540)).toBe('SD');
    expect(fittingQuality(541)).toBe('HQ');
    expect(fittingQuality(1000)).toBe('HD');
    expect(fittingQuality(2160)).toBe(DEFAULT_QUALITY);
  });

  it('starts at SD on a constrained connection, and at the default when the size is unknown', () => {
    expect(fittingQuality(1000, true)).toBe('SD');
    expect(fittingQuality(0)).toBe(DEFAULT_QUALITY);
    expect(fittingQuality(Number.NaN)).toBe(DEFAULT_QUALITY);
  });
});

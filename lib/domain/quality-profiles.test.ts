import { describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY, isQualityKey, QUALITY_KEYS, QUALITY_PROFILES, qualityProfile } from './quality-profiles';

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

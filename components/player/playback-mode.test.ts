import { describe, expect, it } from 'vitest';
import { choosePlaybackMode } from './playback-mode';

describe('choosePlaybackMode', () => {
  it('plays natively on Safari', () => {
    expect(choosePlaybackMode({ nativeHls: true, mse: true, chromium: false })).toBe('native');
  });

  it('plays natively on iOS, which has no MSE', () => {
    expect(choosePlaybackMode({ nativeHls: true, mse: false, chromium: false })).toBe('native');
  });

  it('uses hls.js on Chromium even when it claims native HLS', () => {
    expect(choosePlaybackMode({ nativeHls: true, mse: true, chromium: true })).toBe('hls.js');
  });

  it('uses hls.js on Firefox', () => {
    expect(choosePlaybackMode({ nativeHls: false, mse: true, chromium: false })).toBe('hls.js');
  });

  it('gives up without either', () => {
    expect(choosePlaybackMode({ nativeHls: false, mse: false, chromium: false })).toBe('unsupported');
  });
});

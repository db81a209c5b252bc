import { describe, expect, it } from 'vitest';
import {
  COLOR_MODES,
  DEFAULT_COLOR_MODE,
  DEFAULT_ROOM_MODE,
  isColorMode,
  isRoomMode,
  layoutModeFor,
  ROOM_MODES,
  THEMES,
} from './layout-mode';

describe('layoutModeFor', () => {
  it('is full above 1280 px', () => {
    expect(layoutModeFor(1281)).toBe('full');
  });

  it('is half at exactly 1280 px', () => {
    expect(layoutModeFor(1280)).toBe('half');
  });

  it('is half at exactly 1024 px', () => {
    expect(layoutModeFor(1024)).toBe('half');
  });

  it('is mobile below 1024 px', () => {
    expect(layoutModeFor(1023)).toBe('mobile');
  });

  it('is mobile on a phone-sized screen', () => {
    expect(layoutModeFor(390)).toBe('mobile');
  });
});

describe('room modes', () => {
  it('are normal and theatre', () => {
    expect(ROOM_MODES).toEqual(['normal', 'theatre']);
  });

  it('default to normal', () => {
    expect(DEFAULT_ROOM_MODE).toBe('normal');
  });

  it('reject anything else', () => {
    expect(isRoomMode('fullscreen')).toBe(false);
  });
});

describe('colour modes', () => {
  it('are light, dark, system and pitch', () => {
    expect(COLOR_MODES).toEqual(['light', 'dark', 'system', 'pitch']);
  });

  it('default to system', () => {
    expect(DEFAULT_COLOR_MODE).toBe('system');
  });

  it('leave system out of the concrete themes', () => {
    expect(THEMES).toEqual(['light', 'dark', 'pitch']);
  });

  it('accept pitch as a colour mode', () => {
    expect(isColorMode('pitch')).toBe(true);
  });

  it('reject an unknown colour mode', () => {
    expect(isColorMode('sepia')).toBe(false);
  });
});

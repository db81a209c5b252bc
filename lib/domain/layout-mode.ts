import { BREAKPOINTS } from './constants';

/** Layout modes of spec §4 by viewport width. */
export const LAYOUT_MODES = ['full', 'half', 'mobile'] as const;
export type LayoutMode = (typeof LAYOUT_MODES)[number];

/** full above 1280 px, half from 1024 to 1280 px (both included), mobile below 1024 px. */
export function layoutModeFor(widthPx: number): LayoutMode {
  if (widthPx > BREAKPOINTS.xl) return 'full';
  if (widthPx >= BREAKPOINTS.lg) return 'half';
  return 'mobile';
}

/** Live-room display modes (spec §4). */
export const ROOM_MODES = ['normal', 'theatre'] as const;
export type RoomMode = (typeof ROOM_MODES)[number];
export const DEFAULT_ROOM_MODE: RoomMode = 'normal';

/** Colour-mode preferences; "pitch" is our extra named theme (spec §4 "another named theme"). */
export const COLOR_MODES = ['light', 'dark', 'system', 'pitch'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export const DEFAULT_COLOR_MODE: ColorMode = 'system';
/** Themes that are a concrete palette: every colour mode except "system", which resolves to one of them. */
export const THEMES = COLOR_MODES.filter((mode): mode is Exclude<ColorMode, 'system'> => mode !== 'system');

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

export function isRoomMode(value: unknown): value is RoomMode {
  return typeof value === 'string' && (ROOM_MODES as readonly string[]).includes(value);
}

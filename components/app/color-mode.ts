/** Named themes: each is a class on <html> that switches the colour tokens. */
export const THEMES = ['light', 'dark', 'pitch'] as const;
export type Theme = (typeof THEMES)[number];

/** What a visitor can choose: a theme, or follow the system's dark-scheme setting. */
export const COLOR_MODES = ['light', 'dark', 'pitch', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const COLOR_MODE_STORAGE_KEY = 'color-mode';
export const DEFAULT_COLOR_MODE: ColorMode = 'system';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/**
 * The theme a page may force. Forcing "system" is refused (spec §4): a page that forces a mode
 * must know which one it wants, so the preference stays in charge and a warning is logged.
 */
export function forcedThemeFor(mode: ColorMode | undefined): Theme | undefined {
  if (mode === undefined) return undefined;
  if (mode === 'system') {
    console.warn('Forcing the "system" colour mode is not allowed; the visitor\'s preference stays in effect.');
    return undefined;
  }
  return mode;
}

/** Whether a resolved theme is one of the dark ones (for widgets that only know light and dark). */
export function isDarkTheme(theme: string | undefined): boolean {
  return theme === 'dark' || theme === 'pitch';
}

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

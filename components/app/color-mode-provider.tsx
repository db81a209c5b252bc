'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DARK_SCHEME_QUERY, DEFAULT_COLOR_MODE, forcedThemeFor, isColorMode, COLOR_MODE_STORAGE_KEY, type ColorMode, type Theme } from './color-mode';
import { spoilerFreeScript } from '@/lib/stores/spoiler-dom';
import { applyTheme, colorModeScript, storeColorMode, storedColorMode, systemTheme } from './color-mode-dom';

type ForceTheme = (theme: Theme | undefined) => void;

export interface ColorModeState {
  /** What the visitor chose (known only in the browser; the server assumes the default). */
  mode: ColorMode;
  /** The theme on screen: the forced one, else the chosen one with "system" resolved. */
  theme: Theme;
  forcedTheme: Theme | undefined;
  setMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeState | null>(null);
const ForceThemeContext = createContext<ForceTheme | null>(null);

/** Outside a provider (a widget drawn on its own) the default shows; changing it there is a mistake. */
const WITHOUT_PROVIDER: ColorModeState = {
  mode: DEFAULT_COLOR_MODE,
  theme: 'light',
  forcedTheme: undefined,
  setMode: () => {
    throw new Error('setMode must be called inside <ColorModeProvider>');
  },
};

export function useColorMode(): ColorModeState {
  return useContext(ColorModeContext) ?? WITHOUT_PROVIDER;
}

export function useForceTheme(): ForceTheme {
  const force = useContext(ForceThemeContext);
  if (!force) throw new Error('useForceTheme must be used inside <ColorModeProvider>');
  return force;
}

export interface ColorModeProviderProps {
  children: ReactNode;
  /** A mode every page under this provider is shown in ('system' is refused). */
  forcedMode?: ColorMode;
  nonce?: string;
}

const inBrowser = typeof window !== 'undefined';

/** The visitor's colour mode, kept in local storage and on <html>, plus a way for a page to force one (see <ForceColorMode>). */
export function ColorModeProvider({ children, forcedMode, nonce }: ColorModeProviderProps) {
  const [mode, setModeState] = useState<ColorMode>(() => (inBrowser ? storedColorMode() : DEFAULT_COLOR_MODE));
  const [system, setSystem] = useState<Theme>(() => (inBrowser ? systemTheme() : 'light'));
  const [pageTheme, setPageTheme] = useState<Theme | undefined>(undefined);
  const layoutTheme = useMemo(() => forcedThemeFor(forcedMode), [forcedMode]);
  const forcedTheme = pageTheme ?? layoutTheme;
  const theme = forcedTheme ?? (mode === 'system' ? system : mode);

  useEffect(() => applyTheme(theme, nonce), [theme, nonce]);

  useEffect(() => {
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const follow = () => setSystem(query.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  // A choice made in another tab applies here too.
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === COLOR_MODE_STORAGE_KEY) setModeState(isColorMode(event.newValue) ? event.newValue : DEFAULT_COLOR_MODE);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  const setMode = useCallback((next: ColorMode) => {
    setModeState(next);
    storeColorMode(next);
  }, []);
  const state = useMemo(() => ({ mode, theme, forcedTheme, setMode }), [mode, theme, forcedTheme, setMode]);

  return (
    <ForceThemeContext.Provider value={setPageTheme}>
      <ColorModeContext.Provider value={state}>
        {/* The browser hides a script's nonce from the DOM, so the client renders it empty to match. One script sets what must be on <html> before the first paint. */}
        <script nonce={inBrowser ? '' : nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: `${colorModeScript(layoutTheme)};${spoilerFreeScript()}` }} />
        {children}
      </ColorModeContext.Provider>
    </ForceThemeContext.Provider>
  );
}

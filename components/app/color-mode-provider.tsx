'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE, THEMES, forcedThemeFor, type ColorMode, type Theme } from './color-mode';

type ForceTheme = (theme: Theme | undefined) => void;

const ForceThemeContext = createContext<ForceTheme | null>(null);

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

/** next-themes with our themes, plus a way for a page to force one (see <ForceColorMode>). */
export function ColorModeProvider({ children, forcedMode, nonce }: ColorModeProviderProps) {
  const [pageTheme, setPageTheme] = useState<Theme | undefined>(undefined);
  const layoutTheme = useMemo(() => forcedThemeFor(forcedMode), [forcedMode]);
  const force = useCallback<ForceTheme>((theme) => setPageTheme(theme), []);
  return (
    <ForceThemeContext.Provider value={force}>
      <ThemeProvider
        attribute="class"
        themes={[...THEMES]}
        enableSystem
        defaultTheme={DEFAULT_COLOR_MODE}
        storageKey={COLOR_MODE_STORAGE_KEY}
        forcedTheme={pageTheme ?? layoutTheme}
        disableTransitionOnChange
        nonce={nonce}
      >
        {children}
      </ThemeProvider>
    </ForceThemeContext.Provider>
  );
}

'use client';

import { useEffect } from 'react';
import { forcedThemeFor, type ColorMode } from './color-mode';
import { useForceTheme } from './color-mode-provider';

/**
 * Shows the current page in one colour mode whatever the visitor chose, while it is mounted.
 * `mode="system"` is refused with a warning and changes nothing.
 */
export function ForceColorMode({ mode }: { mode: ColorMode }) {
  const force = useForceTheme();
  useEffect(() => {
    const theme = forcedThemeFor(mode);
    if (!theme) return;
    force(theme);
    return () => force(undefined);
  }, [mode, force]);
  return null;
}

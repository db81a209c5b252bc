'use client';

import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';

/** How many of the first groups hold at least `rows` rows between them (all of them if fewer). */
export function groupsCovering(sizes: readonly number[], rows: number): number {
  let covered = 0;
  for (let i = 0; i < sizes.length; i += 1) {
    covered += sizes[i] ?? 0;
    if (covered >= rows) return i + 1;
  }
  return sizes.length;
}

/**
 * How many groups of a long list to draw: those covering the first `firstRows` rows (what a viewer
 * sees first; the server draws the same), then one more group each time the browser is idle, until all
 * are drawn. The page sends and hydrates less, and the rest is added in short tasks instead of one.
 */
export function useProgressiveCount(sizes: readonly number[], firstRows: number): number {
  const first = groupsCovering(sizes, firstRows);
  const [shown, setShown] = useState(first);
  const total = sizes.length;
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => startTransition(() => setShown((n) => n + 1)));
  }, [shown, total]);
  return Math.max(shown, first);
}

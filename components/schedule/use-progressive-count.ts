'use client';

import { startTransition, useCallback, useEffect, useState } from 'react';

/** How many of the first groups hold at least `rows` rows between them (all of them if fewer). */
export function groupsCovering(sizes: readonly number[], rows: number): number {
  let covered = 0;
  for (let i = 0; i < sizes.length; i += 1) {
    covered += sizes[i] ?? 0;
    if (covered >= rows) return i + 1;
  }
  return sizes.length;
}

/** How far below the screen the end of the list starts the next groups: a viewer scrolling never reaches it. */
const APPROACH_MARGIN = '0px 0px 200px 0px';

export interface ProgressiveCount {
  /** Groups to draw. */
  shown: number;
  /** Draws the groups covering the next `batchRows` rows. */
  showMore: () => void;
  /** Put on the element after the last drawn group: the next groups are drawn as it nears the screen. */
  endRef: (element: HTMLElement | null) => void;
}

/**
 * How many groups of a long list to draw: those covering the first `batchRows` rows (what a viewer sees
 * first; the server draws the same), then the next batch each time the end of the list nears the screen
 * or `showMore` is called. A page nobody scrolls sends, hydrates and lays out only its first screen.
 */
export function useProgressiveCount(sizes: readonly number[], batchRows: number): ProgressiveCount {
  const first = groupsCovering(sizes, batchRows);
  const [shown, setShown] = useState(first);
  const [end, setEnd] = useState<HTMLElement | null>(null);
  const visible = Math.min(Math.max(shown, first), sizes.length);

  const showMore = useCallback(
    () => setShown((n) => Math.max(n, first) + groupsCovering(sizes.slice(Math.max(n, first)), batchRows)),
    [sizes, first, batchRows],
  );

  // Observed anew after every batch: an end still near the screen then reports so at once and draws the next.
  useEffect(() => {
    if (!end || visible >= sizes.length || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(showMore);
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [end, visible, sizes.length, showMore]);

  return { shown: visible, showMore, endRef: setEnd };
}

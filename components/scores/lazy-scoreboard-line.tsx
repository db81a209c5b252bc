'use client';

import { lazy, Suspense } from 'react';
import type { ScoreboardLineProps } from './scoreboard-line';

const ScoreboardLine = lazy(() => import('./scoreboard-line').then((m) => ({ default: m.ScoreboardLine })));

/**
 * The scoreboard line for the home page, which must stay light on first load: the server draws it
 * and its code arrives after the page, while the line already stands in the server's markup.
 */
export function LazyScoreboardLine(props: ScoreboardLineProps) {
  return (
    <Suspense fallback={null}>
      <ScoreboardLine {...props} />
    </Suspense>
  );
}

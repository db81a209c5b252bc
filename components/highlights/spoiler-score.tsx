'use client';

import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { useResultHidden, useSpoilerStore } from '@/lib/stores/spoiler-store';
import { ResultMark, useSpoilerHydration } from './spoiler';

interface SpoilerScoreProps {
  fixtureId: number;
  revealLabel: string;
  /** Only a finished match's result is a spoiler: a viewer following a live match wants its score. */
  final: boolean;
  children: ReactNode;
  className?: string;
}

/** One side's goals, or a "?" that reveals the match while its result is hidden. */
export function SpoilerScore({ fixtureId, revealLabel, final, children, className }: SpoilerScoreProps) {
  useSpoilerHydration();
  const hidden = useResultHidden(fixtureId) && final;
  const reveal = useSpoilerStore((s) => s.reveal);
  if (!final) return <>{children}</>;
  if (!hidden) return <ResultMark>{children}</ResultMark>;
  return (
    <button
      type="button"
      onClick={() => reveal(fixtureId)}
      aria-label={revealLabel}
      title={revealLabel}
      data-testid="spoiler-score"
      className={cn('min-w-5 rounded bg-surface-2 px-1 text-right text-sm font-bold text-muted hover:text-accent', className)}
    >
      ?
    </button>
  );
}

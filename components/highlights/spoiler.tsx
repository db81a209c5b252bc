'use client';

import { EyeOff, Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { ClipMatch } from '@/lib/contract/highlights';
import { useResultHidden, useSpoilerStore } from '@/lib/stores/spoiler-store';

/** Reads the viewer's choice from this browser once the page is interactive. */
export function useSpoilerHydration(): void {
  useEffect(() => {
    void useSpoilerStore.persist.rehydrate();
  }, []);
}

/** The switch of spoiler-free mode, for every page that shows results. */
export function SpoilerToggle({ label, className }: { label: string; className?: string }) {
  useSpoilerHydration();
  const on = useSpoilerStore((s) => s.on);
  const toggle = useSpoilerStore((s) => s.toggle);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={toggle}
      data-testid="spoiler-toggle"
      className={cn(
        'inline-flex h-8 items-center gap-2 rounded-full border px-3 text-[13px] font-medium transition focus-visible:outline-2 focus-visible:outline-accent',
        on ? 'border-accent bg-accent/10 text-accent' : 'border-border text-muted hover:text-fg',
        className,
      )}
    >
      {on ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
      {label}
    </button>
  );
}

/**
 * Wraps a finished result the markup shows every viewer: invisible from the first paint while the
 * mode is on and the viewer's choice is not read yet (see the rule in the global styles).
 */
export function ResultMark({ children }: { children: ReactNode }) {
  return <span data-spoiler-result className="contents">{children}</span>;
}

/** A clip's title, or "Home vs Away" while its match's result is hidden. */
export function SpoilerTitle({ title, match }: { title: string; match: ClipMatch | null }) {
  const t = useTranslations('highlights.spoiler');
  useSpoilerHydration();
  const hidden = useResultHidden(match?.fixtureId);
  if (!match) return <>{title}</>;
  if (!hidden) return <ResultMark>{title}</ResultMark>;
  return <span data-spoiler-hidden>{t('hiddenTitle', { home: match.home, away: match.away })}</span>;
}

/** Shows one match's result while the rest stay hidden; nothing when it is not hidden. */
export function SpoilerReveal({ fixtureId, className }: { fixtureId: number | null | undefined; className?: string }) {
  const t = useTranslations('highlights.spoiler');
  const hidden = useResultHidden(fixtureId);
  const reveal = useSpoilerStore((s) => s.reveal);
  if (!hidden || fixtureId == null) return null;
  return (
    <button
      type="button"
      onClick={() => reveal(fixtureId)}
      className={cn('relative z-10 inline-flex w-fit items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs font-medium text-accent hover:bg-accent/10', className)}
      data-testid="spoiler-reveal"
    >
      <Eye aria-hidden className="size-3.5" />
      {t('reveal')}
    </button>
  );
}

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

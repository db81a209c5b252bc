'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/components/ui/cn';
import type { ClipMatch } from '@/lib/contract/highlights';
import { SPOILER_READY_ATTR } from '@/lib/stores/spoiler-dom';
import { hydrateSpoilerStore, useResultHidden, useSpoilerStore } from '@/lib/stores/spoiler-store';

/** Reads the viewer's choice from this browser once the page is interactive. */
export function useSpoilerHydration(): void {
  useEffect(() => {
    // Once per page: every result row calls this, and the store keeps itself in step with storage after.
    if (!document.documentElement.hasAttribute(SPOILER_READY_ATTR)) hydrateSpoilerStore();
  }, []);
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
      <Icon name="eye" className="size-3.5" />
      {t('reveal')}
    </button>
  );
}

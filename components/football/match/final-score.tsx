'use client';

import { Eye } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ResultMark, useSpoilerHydration } from '@/components/highlights/spoiler';
import type { Score } from '@/components/home/score';
import { ScoreLine } from '@/components/home/score-line';
import { SPOILER_HIDING_ATTR } from '@/lib/stores/spoiler-dom';
import { useResultHidden, useSpoilerStore } from '@/lib/stores/spoiler-store';

const LINE = 'text-3xl md:text-4xl';

/** A finished match's score on its page; in spoiler-free mode "? – ?" until the viewer reveals it. */
export function FinalScore({ fixtureId, score }: { fixtureId: number; score: Score }) {
  const t = useTranslations('match');
  useSpoilerHydration();
  const hidden = useResultHidden(fixtureId);
  const reveal = useSpoilerStore((s) => s.reveal);
  // The page's other traces of the result (its timeline) are drawn on the server: the global rule hides them while this one is hidden.
  useEffect(() => {
    if (!hidden) return;
    document.documentElement.setAttribute(SPOILER_HIDING_ATTR, '');
    return () => document.documentElement.removeAttribute(SPOILER_HIDING_ATTR);
  }, [hidden]);
  if (!hidden) {
    return (
      <ResultMark>
        <ScoreLine score={score} className={`${LINE} text-fg`} />
      </ResultMark>
    );
  }
  return (
    <>
      <span className={`whitespace-nowrap font-bold text-muted ${LINE}`} data-testid="scoreboard-hidden">
        <span aria-hidden>? – ?</span>
        <span className="sr-only">{t('scoreHidden')}</span>
      </span>
      <button
        type="button"
        onClick={() => reveal(fixtureId)}
        data-testid="scoreboard-reveal"
        className="inline-flex items-center gap-1 rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-accent hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
      >
        <Eye aria-hidden className="size-3.5" />
        {t('revealScore')}
      </button>
    </>
  );
}

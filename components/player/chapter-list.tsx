'use client';

import { Flag, Goal, RectangleVertical, Shield, Target, Timer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import type { ChapterKind } from '@/lib/domain/highlights';
import { clockOf } from '@/lib/format/clock';

export interface PlayerChapter {
  atSeconds: number;
  kind: ChapterKind;
  label: string;
}

export const CHAPTER_ICONS: Record<ChapterKind, ReactNode> = {
  kickoff: <Timer aria-hidden />,
  goal: <Goal aria-hidden />,
  penalty: <Target aria-hidden />,
  card: <RectangleVertical aria-hidden />,
  save: <Shield aria-hidden />,
  fulltime: <Flag aria-hidden />,
};

/** The index of the chapter playing at `seconds`: the last one started. */
export function currentChapter(chapters: readonly PlayerChapter[], seconds: number): number {
  let found = -1;
  chapters.forEach((c, i) => {
    if (c.atSeconds <= seconds + 0.5) found = i;
  });
  return found;
}

/** The clip's chapters as buttons that seek the player; the one playing is marked. */
export function ChapterList({ chapters, current, onSeek, title }: { chapters: readonly PlayerChapter[]; current: number; onSeek: (seconds: number) => void; title: string }) {
  const t = useTranslations('highlights.chapter');
  if (chapters.length === 0) return null;
  return (
    <nav aria-label={title} className="rounded-xl border border-border bg-surface">
      <h2 className="border-b border-border px-4 py-2.5 text-sm font-semibold">{title}</h2>
      <ol className="max-h-96 overflow-y-auto py-1" data-testid="chapter-list">
        {chapters.map((c, i) => (
          <li key={`${c.atSeconds}-${i}`}>
            <button
              type="button"
              onClick={() => onSeek(c.atSeconds)}
              aria-current={i === current ? 'true' : undefined}
              data-kind={c.kind}
              data-at={c.atSeconds}
              className={cn(
                'flex w-full items-center gap-3 px-4 py-2 text-left text-sm transition hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent',
                i === current && 'bg-accent/10 font-medium text-accent',
              )}
            >
              <span className="sr-only">{t('seekTo')} </span>
              <span className="w-12 shrink-0 font-mono text-xs tabular-nums text-muted">{clockOf(c.atSeconds)}</span>{' '}
              <span className={cn('shrink-0 [&_svg]:size-4', c.kind === 'goal' || c.kind === 'penalty' ? 'text-emerald-500' : c.kind === 'card' ? 'text-amber-500' : 'text-muted')}>
                {CHAPTER_ICONS[c.kind]}
              </span>
              <span className="min-w-0 truncate">{c.label}</span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}

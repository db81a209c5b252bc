'use client';

import { useEffect, useState } from 'react';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/lib/api/lazy-client';
import type { ClipSummary } from '@/lib/contract/highlights';
import { highlightDetail } from '@/lib/contract/highlights-calls';
import { clockOf } from '@/lib/domain/highlights';
import { ClipPicker, ClipThumb } from './clip-picker';
import type { EditorBlock } from './draft-state';

type HighlightBlock = Extract<EditorBlock, { kind: 'highlight' }>;

/** A clip the article already embedded: its card from the highlights API; null while loading, 'gone' when readers cannot watch it. */
function useClip(block: HighlightBlock): ClipSummary | null | 'gone' {
  const [loaded, setLoaded] = useState<{ id: number; clip: ClipSummary | 'gone' } | null>(null);
  const { clipId, clip } = block;
  useEffect(() => {
    if (clip || clipId === null) return;
    let live = true;
    void apiRequest(highlightDetail, { query: { id: clipId } }).then((r) => {
      if (live) setLoaded({ id: clipId, clip: r.ok ? r.data.clip : 'gone' });
    });
    return () => {
      live = false;
    };
  }, [clip, clipId]);
  if (clip) return clip;
  return loaded?.id === clipId ? loaded.clip : null;
}

/** A highlight block: the picked clip as a compact card, or the picker while none is. */
export function HighlightField({ block, onChange }: { block: HighlightBlock; onChange(block: HighlightBlock): void }) {
  const t = useTranslations('newsroom.blocks.clip');
  const clip = useClip(block);
  if (block.clipId === null) return <ClipPicker onPick={(picked) => onChange({ kind: 'highlight', clipId: picked.id, clip: picked })} />;
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-bg p-2" data-testid="chosen-clip" data-clip={block.clipId}>
      {clip && clip !== 'gone' ? <ClipThumb clip={clip} /> : <span className="aspect-video w-24 shrink-0 rounded-md bg-surface-2" />}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold text-fg">{clip === 'gone' ? t('gone', { id: block.clipId }) : (clip?.title ?? t('loading'))}</p>
        {clip && clip !== 'gone' ? <p className="text-xs text-muted tabular-nums">{t('length', { length: clockOf(clip.durationSeconds) })}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => onChange({ kind: 'highlight', clipId: null, clip: null })}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-live focus-visible:outline-2 focus-visible:outline-accent"
        aria-label={t('remove')}
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

'use client';

import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { apiQuery } from '@/lib/api/lazy-client';
import type { ClipSummary } from '@/lib/contract/highlights';
import { siteSearch } from '@/lib/contract/search-calls';
import { clockOf } from '@/lib/domain/highlights';
import { SEARCH_DEBOUNCE_MS, SEARCH_LIMITS } from '@/lib/domain/search';
import { FIELD_CLASS } from './fields';

/** A clip's poster at thumbnail size, with its length over it. */
export function ClipThumb({ clip }: { clip: Pick<ClipSummary, 'poster' | 'durationSeconds'> }) {
  return (
    <span className="relative block aspect-video w-24 shrink-0 overflow-hidden rounded-md bg-black">
      {/* eslint-disable-next-line @next/next/no-img-element -- generated posters from /media, shown small */}
      <img src={clip.poster} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
      <span className="absolute right-1 bottom-1 rounded bg-black/80 px-1 font-mono text-[0.65rem] font-semibold text-white tabular-nums">{clockOf(clip.durationSeconds)}</span>
    </span>
  );
}

type Hits = { q: string; items: ClipSummary[] } | null;

/** Finds clips through the site search (clips only) and hands back the one the editor picks. */
export function ClipPicker({ onPick }: { onPick(clip: ClipSummary): void }) {
  const t = useTranslations('newsroom.blocks.clip');
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hits>(null);
  const q = query.trim();

  useEffect(() => {
    if (q.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiQuery(siteSearch, { query: { q, kind: 'clip', limit: SEARCH_LIMITS.page }, signal: controller.signal })
        .then((r) => setHits({ q, items: r.clip.items }))
        .catch(() => setHits({ q, items: [] }));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q]);

  const shown = q.length >= 2 && hits?.q === q ? hits.items : null;
  return (
    <div className="flex flex-col gap-2" data-testid="clip-picker">
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">{t('search')}</label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
        <input id={inputId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('placeholder')} className={`${FIELD_CLASS} h-10 py-0 pl-9`} autoComplete="off" />
      </div>
      {shown === null ? (
        <p className="text-xs text-muted">{t('hint')}</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted" role="status">{t('none', { query: q })}</p>
      ) : (
        <ul className="flex max-h-80 flex-col overflow-y-auto rounded-xl border border-border" aria-label={t('results')}>
          {shown.map((clip) => (
            <li key={clip.id} className="border-b border-border last:border-b-0">
              <button type="button" onClick={() => onPick(clip)} className="flex w-full items-center gap-3 p-2 text-left hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:outline-none" aria-label={t('pick', { title: clip.title, length: clockOf(clip.durationSeconds) })}>
                <ClipThumb clip={clip} />
                <span className="line-clamp-2 min-w-0 text-sm font-semibold text-fg">{clip.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

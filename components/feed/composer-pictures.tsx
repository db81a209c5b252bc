'use client';

import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight, Loader2, RotateCcw, TriangleAlert, X } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { POST_LIMITS } from '@/lib/domain/feed';
import { feedErrorText } from './feed-errors';
import type { Picture } from './use-picture-uploads';

interface ComposerPicturesProps {
  pictures: readonly Picture[];
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
  onDescribe: (key: string, alt: string) => void;
}

const tool = 'inline-flex size-7 items-center justify-center rounded-full bg-black/60 text-white transition hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white [&_svg]:size-4';

/** The pictures picked for a post: each with how its upload goes, buttons to move, retry or take it out, and a field to describe it. */
export function ComposerPictures({ pictures, onRemove, onRetry, onMove, onDescribe }: ComposerPicturesProps) {
  const t = useTranslations('feed.composer.pictures');
  const te = useTranslations('feed.errors');
  if (pictures.length === 0) return null;
  return (
    <ul aria-label={t('label')} className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="composer-pictures">
      {pictures.map((p, i) => {
        const n = i + 1;
        return (
          <li key={p.key} className="flex flex-col gap-1" data-status={p.status}>
            <div className={cn('relative aspect-square overflow-hidden rounded-lg border bg-surface-2', p.status === 'failed' ? 'border-live' : 'border-border')}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a local preview of the member's own file */}
              <img src={p.preview} alt={t('preview', { n })} className={cn('size-full object-cover', p.status === 'uploading' && 'opacity-60')} />
              {p.status === 'uploading' ? (
                <span className="absolute inset-0 flex items-center justify-center" role="status" aria-label={t('uploading', { n })}>
                  <Loader2 aria-hidden className="size-6 animate-spin text-white drop-shadow" />
                </span>
              ) : null}
              <span className="absolute top-1 right-1 flex gap-1">
                <button type="button" className={tool} onClick={() => onRemove(p.key)} aria-label={t('remove', { n })}>
                  <X aria-hidden />
                </button>
              </span>
              {pictures.length > 1 ? (
                <span className="absolute bottom-1 left-1 flex gap-1">
                  {i > 0 ? (
                    <button type="button" className={tool} onClick={() => onMove(p.key, -1)} aria-label={t('earlier', { n })}>
                      <ChevronLeft aria-hidden />
                    </button>
                  ) : null}
                  {i < pictures.length - 1 ? (
                    <button type="button" className={tool} onClick={() => onMove(p.key, 1)} aria-label={t('later', { n })}>
                      <ChevronRight aria-hidden />
                    </button>
                  ) : null}
                </span>
              ) : null}
            </div>
            <input
              type="text"
              value={p.alt}
              onChange={(e) => onDescribe(p.key, e.target.value)}
              maxLength={POST_LIMITS.imageAltMax}
              aria-label={t('alt', { n })}
              placeholder={t('altPlaceholder')}
              className="h-8 w-full min-w-0 rounded-md border border-border bg-surface px-2 text-xs text-fg placeholder:text-muted focus-visible:outline-2 focus-visible:outline-accent"
              data-testid="composer-picture-alt"
            />
            {p.status === 'failed' ? (
              <p className="flex items-start gap-1 text-xs text-live" role="alert">
                <TriangleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{feedErrorText(p.error, te)}</span>
                <button type="button" onClick={() => onRetry(p.key)} className="shrink-0 font-semibold underline" aria-label={t('retry', { n })}>
                  <RotateCcw aria-hidden className="size-3.5" />
                </button>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ArrowUp } from 'lucide-react';
import { refreshFirstPage, type FeedListParams } from '@/lib/api/queries/feed';
import { useFeedViewer } from './feed-viewer';
import { useNewPosts } from './use-feed-push';

/** "3 new posts" at the top of the feed while others post; a press reads the first page again and goes up to it. */
export function NewPostsPill({ params }: { params: FeedListParams }) {
  const t = useTranslations('feed.pill');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const { count, clear } = useNewPosts(viewer);
  const show = () => {
    clear();
    void refreshFirstPage(client, viewer, params);
    window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  };
  return (
    // The live region is there before anything arrives, so the first pill is read out.
    <div className="pointer-events-none sticky top-[calc(var(--spacing-header)+0.5rem)] z-30 flex h-0 justify-center overflow-visible" aria-live="polite">
      {count > 0 ? (
        <button
          type="button"
          onClick={show}
          className="pointer-events-auto mt-1 inline-flex h-9 items-center gap-1.5 rounded-full bg-accent px-4 text-sm font-semibold text-accent-fg shadow-lg shadow-black/20 transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          data-testid="new-posts-pill"
        >
          <ArrowUp aria-hidden className="size-4" />
          {t('new', { count })}
        </button>
      ) : null}
    </div>
  );
}

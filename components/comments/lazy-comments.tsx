'use client';

import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ListLoading } from '@/components/page-kit/list-loading';
import type { CommentsPanelProps } from './comments-panel';

function CommentsLoading() {
  const t = useTranslations('comments');
  return <ListLoading label={t('loading')} rows={3} className="flex flex-col gap-3" itemClassName="h-20" />;
}

const CommentsPanel = dynamic(() => import('./comments-panel').then((m) => m.CommentsPanel), { ssr: false, loading: CommentsLoading });

/**
 * The comments under an item, loaded once the reader scrolls near them: most readers never reach the
 * end of an article, so the page does not carry the comments' code or data for them.
 */
export function LazyComments(props: CommentsPanelProps) {
  const root = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = root.current;
    if (!el || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section ref={root} id="binh-luan" aria-labelledby="comments-heading" className="mx-auto w-full max-w-3xl scroll-mt-20 border-t border-border pt-6" data-testid="comments">
      {near ? <CommentsPanel {...props} /> : <CommentsLoading />}
    </section>
  );
}

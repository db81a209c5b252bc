'use client';

import { useTranslations } from 'next-intl';
import { BarChart3, EyeOff } from 'lucide-react';
import type { Post } from '@/lib/contract/feed';
import { postPath } from '@/lib/domain/feed';
import { HTML_LANG } from '@/lib/domain/locale';
import { Link } from '@/lib/i18n/navigation';
import { useFeedViewer } from './feed-viewer';
import { PostHeader } from './post-header';
import { PostImages } from './post-images';
import { PostMatchCard } from './post-match';
import { PostText } from './post-text';

/**
 * The post a share points at, framed inside the share; or a note that it is gone or not for this reader.
 * `inGroupId`: the group whose page shows the share, whose name the original need not repeat.
 */
export function PostShared({ post, inGroupId }: { post: Pick<Post, 'shared' | 'isShare'>; inGroupId?: number }) {
  const t = useTranslations('feed.post');
  const { timeZone } = useFeedViewer();
  if (!post.isShare) return null;
  const original = post.shared;
  if (!original) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-dashed border-border px-3 py-4 text-sm text-muted" data-testid="post-shared-gone">
        <EyeOff aria-hidden className="size-4 shrink-0" />
        {t('sharedGone')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2.5 rounded-xl border border-border p-3" data-testid="post-shared">
      <PostHeader post={original} hideGroupId={inGroupId} />
      <PostText post={original} />
      <PostImages images={original.images} />
      {original.poll ? (
        <Link href={postPath(original.id)} className="flex items-center gap-2 rounded-lg bg-surface-2 px-3 py-2 text-sm text-fg hover:text-accent">
          <BarChart3 aria-hidden className="size-4 shrink-0 text-accent" />
          {original.poll.question ? (
            <span lang={HTML_LANG[original.lang]} className="min-w-0 truncate">
              {original.poll.question}
            </span>
          ) : (
            <span className="min-w-0 truncate">{t('pollOpen')}</span>
          )}
        </Link>
      ) : null}
      {original.match ? <PostMatchCard match={original.match} timeZone={timeZone} /> : null}
    </div>
  );
}

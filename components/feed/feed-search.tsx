'use client';

import { useTranslations } from 'next-intl';
import { Hash } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import { FeedSearchForm } from './feed-search-form';
import { FeedSearchResults } from './feed-search-results';
import { FeedSidebar } from './feed-sidebar';
import { PostList } from './post-list';

/** The feed search: a hashtag's posts (`?tag=`), or what a text finds (`?q=`), or the box and trending tags. */
export function FeedSearch({ tag, q }: { tag: string | null; q: string }) {
  const t = useTranslations('feed.search');
  return (
    <>
      <FeedSearchForm initial={tag ? `#${tag}` : q} />
      {tag ? (
        <>
          <h2 className="flex items-center gap-1 text-lg font-bold text-fg">
            <Hash aria-hidden className="size-5 text-accent" />
            {tag}
          </h2>
          <PostList params={{ scope: 'hashtag', tag, sort: 'newest' }} label={t('tagPosts', { tag })} empty={<EmptyState icon={<Hash aria-hidden />} title={t('tagEmpty', { tag })} />} />
        </>
      ) : q ? (
        <FeedSearchResults q={q} />
      ) : (
        <div className="lg:hidden">
          <FeedSidebar />
        </div>
      )}
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { MessageSquarePlus } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { FeedListParams } from '@/lib/api/queries/feed';
import type { FeedSort } from '@/lib/domain/feed';
import { Composer } from './composer';
import { NewPostsPill } from './new-posts-pill';
import { PostList } from './post-list';

/** The feed page's column: the "new posts" pill, the composer, then the reader's feed in the chosen order. */
export function FeedHome({ sort }: { sort: FeedSort }) {
  const t = useTranslations('feed');
  const params: FeedListParams = { scope: 'home', sort };
  return (
    <>
      <NewPostsPill params={params} />
      <Composer />
      <PostList params={params} label={t('list.label')} empty={<EmptyState icon={<MessageSquarePlus aria-hidden />} title={t('list.emptyTitle')} description={t('list.emptyText')} />} />
    </>
  );
}

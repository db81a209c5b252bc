'use client';

import { useTranslations } from 'next-intl';
import { Bookmark } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import { buttonClasses } from '@/components/ui/button';
import { FEED_PATHS } from '@/lib/domain/feed';
import { Link } from '@/lib/i18n/navigation';
import { PostList } from './post-list';

/** The member's saved posts, newest saved first. */
export function SavedPosts() {
  const t = useTranslations('feed.saved');
  return (
    <PostList
      params={{ scope: 'saved', sort: 'newest' }}
      label={t('label')}
      empty={
        <EmptyState
          icon={<Bookmark aria-hidden />}
          title={t('emptyTitle')}
          description={t('emptyText')}
          action={
            <Link href={FEED_PATHS.feed} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {t('browse')}
            </Link>
          }
        />
      }
    />
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ArrowLeft, EyeOff } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState } from '@/components/page-kit/list-states';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api/error-catalogue';
import { feedPostQuery } from '@/lib/api/queries/feed';
import { FEED_PATHS } from '@/lib/domain/feed';
import { Link } from '@/lib/i18n/navigation';
import { useFeedViewer } from './feed-viewer';
import { PostCard } from './post-card';
import { PostSkeletons } from './post-skeleton';

/** A post's own page: the whole post with its comments open, from the answer the server rendered with. */
export function PostView({ id }: { id: number }) {
  const t = useTranslations('feed.postPage');
  const { viewer } = useFeedViewer();
  const post = useQuery(feedPostQuery(viewer, id));
  const back = (
    <Link href={FEED_PATHS.feed} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'self-start text-muted' })}>
      <ArrowLeft aria-hidden />
      {t('back')}
    </Link>
  );
  if (post.data) {
    return (
      <>
        {back}
        <PostCard post={post.data} eager detail />
      </>
    );
  }
  if (post.isPending) return <PostSkeletons label={t('loading')} count={1} />;
  const gone = post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 422);
  return gone ? (
    <EmptyState icon={<EyeOff aria-hidden />} title={t('goneTitle')} description={t('goneText')} action={back} />
  ) : (
    <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={() => void post.refetch()} />
  );
}

'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { MessageSquareDashed, UserX } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState } from '@/components/page-kit/list-states';
import { ApiError } from '@/lib/api/error-catalogue';
import { feedProfileQuery } from '@/lib/api/queries/feed';
import { useFeedViewer } from './feed-viewer';
import { PostList } from './post-list';
import { ProfileFriends } from './profile-friends';
import { ProfileGroups } from './profile-groups';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';

// Only one's own profile has the composer: others' profiles do not load it.
const Composer = dynamic(() => import('./composer').then((m) => m.Composer));
const ProfileEditDialog = dynamic(() => import('./profile-edit-dialog').then((m) => m.ProfileEditDialog), { ssr: false });

/** A member's profile: the header, a few friends, then their posts the reader may see; one's own adds the composer and the edit dialog. */
export function ProfileView({ userId }: { userId: number }) {
  const t = useTranslations('feed.profile');
  const { viewer } = useFeedViewer();
  const profile = useQuery(feedProfileQuery(viewer, userId));
  const [editing, setEditing] = useState(false);

  if (profile.isPending) return <ProfileSkeleton label={t('loading')} />;
  if (!profile.data) {
    const gone = profile.error instanceof ApiError && profile.error.status === 404;
    return gone ? <EmptyState icon={<UserX aria-hidden />} title={t('goneTitle')} description={t('goneText')} /> : <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={() => void profile.refetch()} />;
  }
  const data = profile.data;
  const own = data.relation === 'self';
  return (
    <>
      <ProfileHeader profile={data} onEdit={() => setEditing(true)} />
      <ProfileFriends profile={data} />
      <ProfileGroups profile={data} />
      {own ? <Composer /> : null}
      <h2 className="text-lg font-bold text-fg">{t('postsTitle')}</h2>
      <PostList
        params={{ scope: 'member', id: userId, sort: 'newest' }}
        label={t('postsOf', { name: data.author.displayName })}
        empty={<EmptyState icon={<MessageSquareDashed aria-hidden />} title={own ? t('emptyOwn') : t('empty')} />}
      />
      {editing ? <ProfileEditDialog profile={data} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

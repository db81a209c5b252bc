'use client';

import { useTranslations } from 'next-intl';
import { Lock, MapPin, Users } from 'lucide-react';
import type { Post } from '@/lib/contract/feed';
import { groupPath } from '@/lib/domain/groups';
import { placePath } from '@/lib/domain/places';
import { Link } from '@/lib/i18n/navigation';

const LINK = 'inline-flex min-w-0 max-w-full items-center gap-1 font-semibold text-fg hover:text-accent hover:underline';

/**
 * Where the post was written: its group (a lock for a private one) and its place, each linking to its
 * page and followed by a dot before the time. `hideGroupId`: the group whose own page shows the post.
 */
export function PostWhere({ post, hideGroupId }: { post: Pick<Post, 'group' | 'place'>; hideGroupId?: number }) {
  const t = useTranslations('feed.post');
  const group = post.group && post.group.id !== hideGroupId ? post.group : null;
  const { place } = post;
  return (
    <>
      {group ? (
        <>
          <Link href={groupPath(group.id)} aria-label={t(group.privacy === 'private' ? 'inPrivateGroup' : 'inGroup', { name: group.name })} className={LINK} data-testid="post-group">
            {group.privacy === 'private' ? <Lock aria-hidden className="size-3.5 shrink-0" /> : <Users aria-hidden className="size-3.5 shrink-0" />}
            <span className="truncate">{group.name}</span>
          </Link>
          <span aria-hidden>·</span>
        </>
      ) : null}
      {place ? (
        <>
          <Link href={placePath(place.id)} aria-label={t('atPlace', { name: place.name })} className={LINK} data-testid="post-place">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{place.name}</span>
          </Link>
          <span aria-hidden>·</span>
        </>
      ) : null}
    </>
  );
}

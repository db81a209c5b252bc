'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { Post } from '@/lib/contract/feed';
import { postPath } from '@/lib/domain/feed';
import { Link } from '@/lib/i18n/navigation';
import { AudienceIcon } from './audience-icon';
import { PostAuthorLine } from './post-author';
import { PostTime } from './post-time';
import { PostWhere } from './post-where';

type HeaderPost = Pick<Post, 'id' | 'author' | 'group' | 'place' | 'createdAt' | 'editedAt' | 'audience' | 'state'>;

/**
 * Who wrote the post, in which group and at which place, when (linking to its own page), whether it was
 * edited, who may read it, and its menu. `hideGroupId`: on that group's own page its name is not repeated.
 */
export function PostHeader({ post, menu, hideGroupId }: { post: HeaderPost; menu?: ReactNode; hideGroupId?: number }) {
  const t = useTranslations('feed.post');
  return (
    <header className="flex items-start gap-2">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <PostAuthorLine author={post.author} />
        <p className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 pl-[2.875rem] text-xs text-muted">
          <PostWhere post={post} hideGroupId={hideGroupId} />
          <Link href={postPath(post.id)} className="hover:underline">
            <PostTime at={post.createdAt} />
          </Link>
          {post.editedAt !== null ? (
            <>
              <span aria-hidden>·</span>
              <span title={t('editedAt')}>{t('edited')}</span>
            </>
          ) : null}
          <span aria-hidden>·</span>
          <AudienceIcon audience={post.audience} />
          {post.state === 'held' ? (
            <Badge variant="warning" className="ml-1 normal-case" data-testid="post-held">
              {t('held')}
            </Badge>
          ) : null}
        </p>
      </div>
      {menu}
    </header>
  );
}

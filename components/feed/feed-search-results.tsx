'use client';

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Hash, MessageSquareText, UserRound, type LucideIcon } from 'lucide-react';
import { ListLoading } from '@/components/page-kit/list-loading';
import { Avatar } from '@/components/ui/avatar';
import { feedTrendsQuery } from '@/lib/api/queries/feed';
import { searchQuery } from '@/lib/api/queries/search';
import { hashtagPath, postPath, profilePath } from '@/lib/domain/feed';
import { SEARCH_LIMITS } from '@/lib/domain/search';
import { FEED_SEARCH_KINDS } from './feed-search-kinds';
import { foldText, searchTokens } from '@/lib/format/fold';
import { Link } from '@/lib/i18n/navigation';
import { PostTime } from './post-time';

/** `q` as a hashtag when it can be one, by the hashtag rule's letters ("Hà Nội" cannot: a tag has no spaces). */
function asHashtag(q: string): string | null {
  return /^#?([\p{L}\p{N}_]{1,50})$/u.exec(q.trim())?.[1]?.toLocaleLowerCase('vi') ?? null;
}

const row = 'flex min-h-12 items-center gap-3 rounded-lg px-2 py-1.5 text-sm font-medium text-fg transition hover:bg-surface-2 hover:text-accent';

function Group({ id, icon: Icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <h2 id={id} className="flex items-center gap-1.5 text-xs font-bold tracking-wider text-muted uppercase">
        <Icon aria-hidden className="size-3.5" />
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the feed search finds for a text: hashtags (the text itself, and trending ones like it), then posts and members through the site search. */
export function FeedSearchResults({ q }: { q: string }) {
  const t = useTranslations('feed.search');
  const trends = useQuery(feedTrendsQuery());
  const folded = foldText(q.replace(/^#/, ''));
  const own = asHashtag(q);
  const tags = [...new Set([...(own ? [own] : []), ...(trends.data ?? []).map((x) => x.tag).filter((tag) => foldText(tag).includes(folded))])];
  // A text of punctuation alone has no words to search for.
  const enabled = searchTokens(q).length > 0;
  const [postKind, memberKind] = FEED_SEARCH_KINDS;
  const posts = useQuery({ ...searchQuery({ q, kind: postKind, limit: SEARCH_LIMITS.kindPage }), enabled });
  const people = useQuery({ ...searchQuery({ q, kind: memberKind, limit: SEARCH_LIMITS.kindPage }), enabled });
  const waiting = <ListLoading label={t('loading')} rows={3} className="flex flex-col gap-2" itemClassName="h-12" />;
  const failed = <p className="text-sm text-muted" role="alert">{t('failed')}</p>;
  const postList = posts.data?.post.items ?? [];
  const memberList = people.data?.member.items ?? [];

  return (
    <div className="flex flex-col gap-4">
      <Group id="search-tags" icon={Hash} title={t('hashtags')}>
        {tags.length > 0 ? (
          <ul>
            {tags.map((tag) => (
              <li key={tag}>
                <Link href={hashtagPath(tag)} className={row}>
                  <span aria-hidden className="flex size-8 items-center justify-center rounded-full bg-accent/12 text-accent">#</span>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">{t('noHashtags')}</p>
        )}
      </Group>
      <Group id="search-posts" icon={MessageSquareText} title={t('posts')}>
        {enabled && posts.isPending ? waiting : posts.isError ? failed : postList.length === 0 ? <p className="text-sm text-muted">{t('noPosts')}</p> : (
          <ul>
            {postList.map((p) => (
              <li key={p.id}>
                <Link href={postPath(p.id)} className={row}>
                  <Avatar name={p.author.displayName} src={p.author.profilePicture} size="sm" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="line-clamp-2 font-normal [overflow-wrap:anywhere]">{p.excerpt}</span>
                    <span className="text-xs font-normal text-muted">
                      <span translate="no">{p.author.displayName}</span> · <PostTime at={p.createdAt} />
                    </span>
                  </span>
                  {p.image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- a member's picture, redrawn by the server
                    <img src={p.image} alt="" width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded-md object-cover" />
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Group>
      <Group id="search-people" icon={UserRound} title={t('people')}>
        {enabled && people.isPending ? waiting : people.isError ? failed : memberList.length === 0 ? <p className="text-sm text-muted">{t('noPeople')}</p> : (
          <ul>
            {memberList.map((m) => (
              <li key={m.userId}>
                <Link href={profilePath(m.userId)} className={row}>
                  <Avatar name={m.displayName} src={m.profilePicture} size="sm" />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate" translate="no">{m.displayName}</span>
                    <span className="truncate text-xs font-normal text-muted">@{m.username}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Group>
    </div>
  );
}

'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CalendarCheck, MessageCircle, PenLine, Repeat2, UsersRound, type LucideIcon } from 'lucide-react';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { PostTime } from '@/components/feed/post-time';
import { Avatar } from '@/components/ui/avatar';
import type { ActivityEntry } from '@/lib/api/queries/activity';
import { profilePath } from '@/lib/domain/feed';
import { HTML_LANG } from '@/lib/domain/locale';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';

const ICON: Readonly<Record<ActivityEntry['kind'], LucideIcon>> = { posted: PenLine, commented: MessageCircle, joinedGroup: UsersRound, goingToEvent: CalendarCheck };

const strong = 'font-semibold text-fg hover:underline';
const quote = 'line-clamp-2 block [overflow-wrap:anywhere]';

/** What the line says: who did what to which thing, each name a link. */
function Sentence({ entry }: { entry: ActivityEntry }) {
  const t = useTranslations('activity.line');
  const actor = () => <Link href={profilePath(entry.actor.userId)} className={strong} translate="no">{entry.actor.displayName}</Link>;
  switch (entry.kind) {
    case 'posted':
      if (entry.group) return <>{t.rich('postedInGroup', { actor, group: () => <Link href={entry.group?.href ?? entry.href} className={strong}>{entry.group?.name}</Link> })}</>;
      return <>{t.rich(entry.post.isShare ? 'shared' : 'posted', { actor, post: (chunks: ReactNode) => <Link href={entry.href} className={strong}>{chunks}</Link> })}</>;
    case 'commented':
      return <>{t.rich('commented', { actor, author: () => <Link href={profilePath(entry.post.author.userId)} className={strong} translate="no">{entry.post.author.displayName}</Link>, post: (chunks: ReactNode) => <Link href={entry.href} className={strong}>{chunks}</Link> })}</>;
    case 'joinedGroup':
      return <>{t.rich('joinedGroup', { actor, group: () => <Link href={entry.href} className={strong}>{entry.group.name}</Link> })}</>;
    case 'goingToEvent':
      return <>{t.rich('goingToEvent', { actor, event: () => <Link href={entry.href} className={strong}>{entry.event.title}</Link> })}</>;
  }
}

/** A quote of the thing under the sentence: the post or comment's words, or the party's match and kick-off. */
function Detail({ entry }: { entry: ActivityEntry }) {
  const t = useTranslations('activity.line');
  const { timeZone } = useFeedViewer();
  switch (entry.kind) {
    case 'posted':
      if (entry.post.excerpt) return <q lang={HTML_LANG[entry.post.lang]} className={quote}>{entry.post.excerpt}</q>;
      return entry.post.pictures > 0 ? <p>{t('pictures', { count: entry.post.pictures })}</p> : null;
    case 'commented':
      return <q lang={entry.comment.lang ? HTML_LANG[entry.comment.lang] : ''} className={quote}>{entry.comment.excerpt}</q>;
    case 'joinedGroup':
      return null;
    case 'goingToEvent':
      return <p>{t('match', { home: entry.event.home, away: entry.event.away, time: formatDateTime(entry.event.startTimestamp, timeZone, 'HH:mm DD/MM') })}</p>;
  }
}

/** One thing a friend did: their picture with the kind's mark, the sentence, a quote of the thing and when. */
export function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const Icon = entry.kind === 'posted' && entry.post.isShare ? Repeat2 : ICON[entry.kind];
  return (
    <article className="flex gap-3 rounded-xl border border-border bg-surface px-3 py-3 sm:px-4" data-testid="activity-item" data-kind={entry.kind}>
      <span className="relative shrink-0">
        <Avatar name={entry.actor.displayName} src={entry.actor.profilePicture} />
        <span aria-hidden className="absolute -right-1 -bottom-1 flex size-5 items-center justify-center rounded-full bg-accent text-accent-fg ring-2 ring-surface">
          <Icon className="size-3" />
        </span>
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm text-muted">
        <p className="[overflow-wrap:anywhere]">
          <Sentence entry={entry} />
        </p>
        <Detail entry={entry} />
        <PostTime at={entry.at} className="text-xs" />
      </div>
    </article>
  );
}

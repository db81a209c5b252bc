'use client';

import { ExternalLink, Flag, MessageSquare, ShieldAlert } from 'lucide-react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { roomChatPath } from '@/components/chatroom/chatroom-paths';
import { useNow } from '@/components/chatroom/use-now';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import type { ReviewFilter } from '@/lib/api/queries/review';
import type { ReviewItem } from '@/lib/contract/review';
import { profilePath } from '@/lib/domain/feed';
import { isLocale } from '@/lib/domain/locale';
import { relativeTime } from '@/lib/format/relative-time';
import { Link } from '@/lib/i18n/navigation';
import { ReviewActions } from './review-actions';
import { isNamedReason } from './review-reasons';

/** Where the item is seen in place, and what the link says. */
function itemLink(item: ReviewItem): { href: string; label: 'openItem' | 'openRoom' | 'openProfile' } | null {
  if (item.kind === 'chat') return item.groupId === null ? null : { href: roomChatPath(item.groupId), label: 'openRoom' };
  if (item.href === null) return null;
  return { href: item.href, label: item.kind === 'member' ? 'openProfile' : 'openItem' };
}

/** One item of the queue: what it is and why it is here, its text, its author, and (while open) what to do with it. */
export function ReviewItemCard({ item, filter, timeZone }: { item: ReviewItem; filter: ReviewFilter; timeZone: string }) {
  const t = useTranslations('community.reviewQueue');
  const format = useFormatter();
  const requested = useLocale();
  const locale = isLocale(requested) ? requested : 'vi';
  const now = useNow(item.createdAt);
  const link = itemLink(item);
  const SourceIcon = item.source === 'filter' ? ShieldAlert : Flag;
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3 sm:p-4" data-testid="review-item" data-kind={item.kind}>
      <header className="flex flex-wrap items-center gap-2 text-xs">
        <Badge variant="accent">{t(`kinds.${item.kind}`)}</Badge>
        <span className="inline-flex items-center gap-1 text-muted">
          <SourceIcon aria-hidden className="size-3.5" />
          {t(`sources.${item.source}`)}
        </span>
        {item.reportCount > 0 ? <Badge variant="warning">{t('reports', { count: item.reportCount })}</Badge> : null}
        <time dateTime={new Date(item.createdAt).toISOString()} title={format.dateTime(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short', timeZone })} className="ms-auto text-muted">
          {relativeTime(item.createdAt, now, locale)}
        </time>
      </header>
      <blockquote className="line-clamp-6 rounded-lg border-s-4 border-border bg-surface-2 px-3 py-2 text-sm break-words whitespace-pre-line text-fg">
        {item.kind === 'member' ? t('memberExcerpt', { name: item.excerpt }) : item.excerpt}
      </blockquote>
      {item.reasons.length > 0 ? (
        <ul aria-label={t('reasonsLabel')} className="flex flex-wrap gap-1.5">
          {item.reasons.map((r) => (
            <li key={r}>
              <Badge variant="outline">{isNamedReason(r) ? t(`reasons.${r}`) : r}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex min-w-0 items-center gap-2">
          <span className="sr-only">{t('by')}</span>
          {item.subject ? (
            <Link href={profilePath(item.subject.userId)} className="flex min-w-0 items-center gap-2 font-medium text-fg hover:text-accent">
              <Avatar name={item.subject.displayName} src={item.subject.profilePicture} size="sm" />
              <span className="truncate">{item.subject.displayName}</span>
            </Link>
          ) : (
            <span className="text-muted">{t('deletedAccount')}</span>
          )}
        </span>
        {link ? (
          <Link href={link.href} className="inline-flex items-center gap-1 font-medium text-accent hover:underline">
            {item.kind === 'chat' ? <MessageSquare aria-hidden className="size-4" /> : <ExternalLink aria-hidden className="size-4" />}
            {t(link.label)}
          </Link>
        ) : null}
      </div>
      {item.state === 'open' ? (
        <ReviewActions item={item} filter={filter} />
      ) : item.resolvedBy ? (
        <p className="text-xs text-muted">{t('resolved', { state: t(`states.${item.state}`), name: item.resolvedBy.displayName })}</p>
      ) : null}
    </article>
  );
}

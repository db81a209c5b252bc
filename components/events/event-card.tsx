'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Lock } from 'lucide-react';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { cn } from '@/components/ui/cn';
import type { EventCard as Event } from '@/lib/api/queries/events';
import { Link } from '@/lib/i18n/navigation';
import { EventFaces } from './event-faces';
import { EventMatchLine } from './event-match-line';
import { EventRsvpButtons } from './event-rsvp';
import { EventWhere } from './event-where';

/** A watch party in a list: the fixture, its title, where, who hosts, who goes, and the reader's answer. */
export function EventCard({ event }: { event: Event }) {
  const t = useTranslations('events');
  const { timeZone } = useFeedViewer();
  const cancelled = event.state === 'cancelled';
  const heading = useId();
  return (
    <article
      aria-labelledby={heading}
      className={cn('flex h-full flex-col gap-3 rounded-xl border border-border bg-surface p-3 shadow-sm transition hover:border-accent/40 sm:p-4', cancelled && 'opacity-75')}
      data-testid="event-card"
      data-event-id={event.id}
    >
      <EventMatchLine match={event.match} timeZone={timeZone} />
      <div className="flex flex-col gap-1 border-t border-border pt-3">
        <h3 id={heading} className="text-sm leading-snug font-bold text-fg">
          <Link href={event.href} lang={event.lang ?? undefined} className="line-clamp-2 hover:text-accent hover:underline">
            {event.title}
          </Link>
        </h3>
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <EventWhere event={event} />
          {event.group ? (
            <Link href={event.group.href} className="inline-flex items-center gap-1 hover:underline">
              {event.group.privacy === 'private' ? <Lock aria-hidden className="size-3" /> : null}
              {event.group.name}
            </Link>
          ) : null}
        </p>
        <p className="text-xs text-muted">{t('card.host', { name: event.host.displayName })}</p>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <EventFaces event={event} />
        <EventRsvpButtons event={event} />
      </div>
    </article>
  );
}

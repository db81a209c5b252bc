import { useLocale, useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import type { EventCard } from '@/lib/api/queries/events';
import { formatCount } from '@/lib/format/count';

/** A few faces of those going, and how many go and are interested. */
export function EventFaces({ event }: { event: Pick<EventCard, 'attendees' | 'goingCount' | 'interestedCount' | 'capacity'> }) {
  const t = useTranslations('events.counts');
  const locale = useLocale();
  return (
    <div className="flex min-w-0 items-center gap-2">
      {event.attendees.length > 0 ? (
        <span className="flex shrink-0 -space-x-2" aria-hidden>
          {event.attendees.map((a) => (
            <Avatar key={a.userId} name={a.displayName} src={a.profilePicture} size="sm" className="ring-2 ring-surface" />
          ))}
        </span>
      ) : null}
      <p className="min-w-0 text-xs text-muted" data-testid="event-counts">
        <span className="font-semibold text-fg tabular-nums">
          {event.capacity !== null
            ? t('goingOf', { count: event.goingCount, capacity: event.capacity })
            : t('going', { count: event.goingCount, shown: formatCount(event.goingCount, locale) })}
        </span>
        {' · '}
        <span className="tabular-nums">{t('interested', { count: event.interestedCount, shown: formatCount(event.interestedCount, locale) })}</span>
      </p>
    </div>
  );
}

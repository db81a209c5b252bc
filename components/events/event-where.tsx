import { useTranslations } from 'next-intl';
import { MonitorPlay } from 'lucide-react';
import { PlaceKindIcon } from '@/components/places/place-kind';
import type { EventCard } from '@/lib/api/queries/events';
import { Link } from '@/lib/i18n/navigation';

/** Where the party is: a place (linking to its page, with its city) or online in a live room. */
export function EventWhere({ event }: { event: Pick<EventCard, 'place' | 'room'> }) {
  const t = useTranslations('events.where');
  if (event.place) {
    return (
      <span className="inline-flex min-w-0 items-center gap-1.5">
        <PlaceKindIcon kind={event.place.kind} className="size-4 shrink-0 text-accent" />
        <Link href={event.place.href} className="truncate font-medium text-fg hover:underline">
          {event.place.name}
        </Link>
        <span className="shrink-0 text-muted">· {event.place.city}</span>
      </span>
    );
  }
  return (
    <span className="inline-flex min-w-0 items-center gap-1.5">
      <MonitorPlay aria-hidden className="size-4 shrink-0 text-accent" />
      <span className="truncate">{event.room ? t('onlineRoom', { title: event.room.title }) : t('online')}</span>
    </span>
  );
}

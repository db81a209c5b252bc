import { useId } from 'react';
import { MapPin } from 'lucide-react';
import { GroupCover } from '@/components/groups/group-cover';
import type { PlaceCard as Place } from '@/lib/api/queries/places';
import { Link } from '@/lib/i18n/navigation';
import { PlaceKindBadge } from './place-kind';

/** A place in a list: its picture, name, kind and where it is. */
export function PlaceCard({ place }: { place: Place }) {
  const heading = useId();
  return (
    <article aria-labelledby={heading} className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition hover:border-accent/40" data-testid="place-card">
      <GroupCover id={place.id + 5000} cover={place.cover} className="aspect-[16/7]" />
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <PlaceKindBadge kind={place.kind} />
        <h3 id={heading} className="text-sm leading-snug font-bold text-fg">
          <Link href={place.href} className="line-clamp-2 hover:text-accent hover:underline">
            {place.name}
          </Link>
        </h3>
        <p className="flex items-start gap-1 text-xs text-muted">
          <MapPin aria-hidden className="mt-px size-3.5 shrink-0" />
          <span className="line-clamp-2">{place.address ? `${place.address}, ${place.city}` : place.city}</span>
        </p>
      </div>
    </article>
  );
}

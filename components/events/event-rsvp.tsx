'use client';

import { useTranslations } from 'next-intl';
import { CalendarCheck, Crown, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { EventCard } from '@/lib/api/queries/events';
import type { EventRsvp } from '@/lib/domain/events';
import { useEventRsvp } from './use-event-rsvp';

const ICON = { going: CalendarCheck, interested: Star } as const;

/** "Going" and "Interested" as two switches; pressing the one that is on takes the answer back. The host always goes. */
export function EventRsvpButtons({ event, className }: { event: EventCard; className?: string }) {
  const t = useTranslations('events.rsvp');
  const { answer } = useEventRsvp(event);
  if (event.state === 'cancelled') return <Badge variant="warning" className="h-8 px-2.5 normal-case">{t('cancelled')}</Badge>;
  if (event.isHost) {
    return (
      <Badge variant="accent" className="h-8 px-2.5 normal-case" data-testid="event-host-badge">
        <Crown aria-hidden className="size-3.5" />
        {t('hosting')}
      </Badge>
    );
  }
  const full = event.capacity !== null && event.goingCount >= event.capacity && event.myRsvp !== 'going';
  const choice = (kind: EventRsvp) => {
    const Icon = ICON[kind];
    const on = event.myRsvp === kind;
    return (
      <button
        key={kind}
        type="button"
        aria-pressed={on}
        disabled={kind === 'going' && full}
        onClick={() => answer(on ? 'none' : kind)}
        aria-label={t('choiceLabel', { action: kind === 'going' && full ? t('full') : t(kind), title: event.title })}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-lg px-3 text-xs font-semibold transition disabled:opacity-50 [&_svg]:size-4',
          on ? (kind === 'going' ? 'bg-success/15 text-success ring-1 ring-success/50' : 'bg-warning/15 text-warning ring-1 ring-warning/50') : 'border border-border bg-surface text-fg hover:bg-surface-2',
        )}
        data-testid={`rsvp-${kind}`}
      >
        <Icon aria-hidden className={on && kind === 'interested' ? 'fill-current' : undefined} />
        {kind === 'going' && full ? t('full') : t(kind)}
      </button>
    );
  };
  return (
    <div role="group" aria-label={t('label')} className={cn('flex flex-wrap gap-2', className)}>
      {choice('going')}
      {choice('interested')}
    </div>
  );
}

'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Ban, CalendarX2, Pencil, PlayCircle, Users } from 'lucide-react';
import { statusOf } from '@/components/activity/refusal';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { PostMatchCard } from '@/components/feed/post-match';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState } from '@/components/page-kit/list-states';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Skeleton } from '@/components/ui/skeleton';
import { eventDetailQuery, type EventDetail } from '@/lib/api/queries/events';
import { profilePath } from '@/lib/domain/feed';
import { EVENT_ROOM_OPENS_MS, EVENTS_PATH } from '@/lib/domain/events';
import { isLive } from '@/lib/domain/match-status';
import { Link } from '@/lib/i18n/navigation';
import { EventAttendees } from './event-attendees';
import { EventFaces } from './event-faces';
import { EventRsvpButtons } from './event-rsvp';
import { EventWhere } from './event-where';
import { useCancelEvent } from './use-event-host';

const EventEditDialog = dynamic(() => import('./event-edit-dialog').then((m) => m.EventEditDialog), { ssr: false });

/** While the match is on or about to start, the score and the room's link are read again every minute. */
const refreshEvery = (event: EventDetail | undefined): number | false =>
  event && event.state === 'scheduled' && (isLive(event.match.status) || event.match.startTimestamp - Date.now() < EVENT_ROOM_OPENS_MS * 2) ? 60_000 : false;

/** A watch party's page: the match as it stands, where, the host, who goes, the reader's answer, the room once it opens, and the host's controls. */
export function EventDetailView({ id }: { id: number }) {
  const t = useTranslations('events');
  const { viewer } = useFeedViewer();
  const detail = useQuery({ ...eventDetailQuery(viewer, id), refetchInterval: (q) => refreshEvery(q.state.data) });
  if (detail.isPending) return <Skeleton className="h-80 w-full rounded-xl" />;
  if (detail.isError && !detail.data) {
    if (statusOf(detail.error) === 404) {
      return <EmptyState icon={<CalendarX2 aria-hidden />} title={t('detail.goneTitle')} description={t('detail.goneText')} action={<Link href={EVENTS_PATH} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{t('detail.browse')}</Link>} />;
    }
    return <ErrorState title={t('detail.failed')} retryLabel={t('list.retry')} onRetry={() => void detail.refetch()} />;
  }
  return <EventBody event={detail.data} />;
}

function EventBody({ event }: { event: EventDetail }) {
  const t = useTranslations('events');
  const { timeZone } = useFeedViewer();
  const [editing, setEditing] = useState(false);
  const cancel = useCancelEvent(event.id);
  const cancelled = event.state === 'cancelled';
  return (
    <div className="flex flex-col gap-4" data-testid="event-detail">
      <section aria-labelledby="event-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5">
        <div className="flex flex-col gap-2">
          {cancelled ? <Badge variant="warning" className="self-start normal-case" data-testid="event-cancelled"><Ban aria-hidden className="size-3" />{t('detail.cancelled')}</Badge> : null}
          <h2 id="event-title" lang={event.lang ?? undefined} className="text-xl leading-tight font-bold text-fg sm:text-2xl">
            {event.title}
          </h2>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted">
            <EventWhere event={event} />
            <span className="inline-flex items-center gap-1.5">
              <Avatar name={event.host.displayName} src={event.host.profilePicture} size="sm" />
              {t.rich('detail.hostedBy', { name: () => <Link href={profilePath(event.host.userId)} className="font-semibold text-fg hover:underline" translate="no">{event.host.displayName}</Link> })}
            </span>
            {event.group ? <Link href={event.group.href} className="inline-flex items-center gap-1 hover:underline"><Users aria-hidden className="size-4" />{event.group.name}</Link> : null}
          </p>
        </div>
        {/* The party's own room is offered below; the match card links the match alone. */}
        <PostMatchCard match={{ ...event.match, roomHref: null }} timeZone={timeZone} />
        {event.roomHref ? (
          <Link href={event.roomHref} className={buttonClasses({ variant: 'live', size: 'lg', className: 'w-full sm:w-auto sm:self-start' })} data-testid="event-room-link">
            <PlayCircle aria-hidden />
            {t('detail.joinRoom')}
          </Link>
        ) : event.room && !cancelled ? (
          <p className="text-sm text-muted">{t('detail.roomOpensSoon', { minutes: EVENT_ROOM_OPENS_MS / 60_000 })}</p>
        ) : null}
        {event.description ? <p lang={event.lang ?? undefined} className="text-sm leading-relaxed whitespace-pre-line text-fg [overflow-wrap:anywhere]">{event.description}</p> : null}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
          <EventFaces event={event} />
          <EventRsvpButtons event={event} />
        </div>
        {!cancelled && (event.canEdit || event.canCancel) ? (
          <div className="flex flex-wrap justify-end gap-2">
            {event.canEdit ? (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-haspopup="dialog">
                <Pencil aria-hidden />
                {t('edit.open')}
              </Button>
            ) : null}
            {event.canCancel ? (
              <ConfirmButton question={t('cancel.question')} confirm={t('cancel.confirm')} cancel={t('cancel.keep')} onConfirm={() => cancel.mutate()} busy={cancel.isPending} variant="ghost" testId="event-cancel">
                <Ban aria-hidden />
                {t('cancel.open')}
              </ConfirmButton>
            ) : null}
          </div>
        ) : null}
      </section>
      <EventAttendees event={event} />
      {editing ? <EventEditDialog event={event} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}

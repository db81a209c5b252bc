'use client';

import { useId, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { MemberRow } from '@/components/groups/member-row';
import { ViewPanel, ViewTabs } from '@/components/groups/view-tabs';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { Button } from '@/components/ui/button';
import { cursorItems } from '@/lib/api/queries/cursor-list';
import { eventAttendeesQuery, type EventDetail } from '@/lib/api/queries/events';
import { EVENT_RSVPS, type EventRsvp } from '@/lib/domain/events';

/** Who answered the party, going or interested, last answer first. */
export function EventAttendees({ event }: { event: EventDetail }) {
  const t = useTranslations('events.attendees');
  const id = useId();
  const [status, setStatus] = useState<EventRsvp>('going');
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h3 id={`${id}-title`} className="text-sm font-bold text-fg">
        {t('title')}
      </h3>
      <ViewTabs
        idBase={id}
        label={t('title')}
        value={status}
        onChange={setStatus}
        tabs={EVENT_RSVPS.map((key) => ({ key, label: t(key, { count: key === 'going' ? event.goingCount : event.interestedCount }) }))}
      />
      <ViewPanel idBase={id} value={status}>
        <Attendees key={status} eventId={event.id} status={status} />
      </ViewPanel>
    </section>
  );
}

function Attendees({ eventId, status }: { eventId: number; status: EventRsvp }) {
  const t = useTranslations('events.attendees');
  const { viewer } = useFeedViewer();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(eventAttendeesQuery(viewer, eventId, status));
  if (isPending) return <ListLoading label={t('loading')} rows={3} className="flex flex-col gap-2" itemClassName="h-14" />;
  if (isError && !data) return <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={() => void refetch()} />;
  const people = cursorItems(data, (p) => p.userId);
  if (people.length === 0) return <p className="text-sm text-muted">{t(`${status}Empty`)}</p>;
  return (
    <>
      <ul className="flex flex-col gap-2" aria-label={t(status, { count: people.length })}>
        {people.map((p) => (
          <li key={p.userId}>
            <MemberRow {...p} />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="outline" size="sm" className="self-center" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('more')}
        </Button>
      ) : null}
    </>
  );
}

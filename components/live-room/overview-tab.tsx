'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListOrdered } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import { SectionHeading } from '@/components/ui/section-heading';
import { matchEventsQuery } from '@/lib/api/queries/room';
import type { RoomDetail } from '@/lib/contract/room';
import { matchStateOf } from '@/lib/domain/match-status';
import { CommentatorCard } from './commentator-card';
import { EventTimeline } from './event-timeline';
import { isAlwaysOnMode } from './room-kind';
import { SectionError, SectionLoading } from './section-state';

/** The commentator, then the match's events as they happen. */
export function OverviewTab({ room, bookSlot }: { room: RoomDetail; bookSlot?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <CommentatorCard room={room} bookSlot={bookSlot} />
      {isAlwaysOnMode(room.liveModeId) ? null : <MatchEvents room={room} />}
    </div>
  );
}

function MatchEvents({ room }: { room: RoomDetail }) {
  const t = useTranslations('liveroom.events');
  const events = useQuery(matchEventsQuery(room.match.fixtureId, room.onAir));
  const state = matchStateOf(room.match.status);
  const notStarted = state === 'upcoming' || state === 'comingUp' || state === 'delayed';

  return (
    <section aria-labelledby="room-events">
      <SectionHeading id="room-events" as="h2" icon={<ListOrdered aria-hidden />}>
        {t('title')}
      </SectionHeading>
      {events.isPending ? (
        <SectionLoading />
      ) : events.isError ? (
        <SectionError onRetry={() => void events.refetch()} />
      ) : events.data.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={notStarted ? t('emptyBeforeKickoff') : t('emptyLive')} />
      ) : (
        <EventTimeline events={events.data} teams={{ home: room.match.home, away: room.match.away }} />
      )}
    </section>
  );
}

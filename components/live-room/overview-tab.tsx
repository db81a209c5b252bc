'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { ListOrdered } from 'lucide-react';
import { parseScore } from '@/components/home/score';
import { EmptyState } from '@/components/page-kit/empty-state';
import { PeriodList } from '@/components/scores/period-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { matchEventsQuery } from '@/lib/api/queries/room';
import type { RoomDetail } from '@/lib/contract/room';
import { matchStateOf } from '@/lib/domain/match-status';
import type { Scoreboard } from '@/lib/domain/scoreboard';
import { CommentatorCard } from './commentator-card';
import { EventTimeline } from './event-timeline';
import { isAlwaysOnMode } from './room-kind';
import { SectionError, SectionLoading } from './section-state';

/** The commentator, then the match's events as they happen. */
export function OverviewTab({ room, bookSlot }: { room: RoomDetail; bookSlot?: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-5">
      <CommentatorCard room={room} bookSlot={bookSlot} />
      {isAlwaysOnMode(room.liveModeId) ? null : hasPeriods(room.match) ? (
        <MatchPeriods room={room} board={room.match.scoreboard} />
      ) : (
        <MatchEvents room={room} />
      )}
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

/** Whether the board has anything to list yet; before the first point the events' empty state says so. */
function hasPeriods(match: RoomDetail['match']): match is RoomDetail['match'] & { scoreboard: Scoreboard } {
  const board = match.scoreboard;
  if (!board) return false;
  return board.kind === 'frames' ? parseScore(match.score) !== null : board.periods.length > 0;
}

/** A points sport's story is its sets, quarters or maps, not one line per point scored. */
function MatchPeriods({ room, board }: { room: RoomDetail; board: Scoreboard }) {
  const t = useTranslations('liveroom.events');
  return (
    <section aria-labelledby="room-events">
      <SectionHeading id="room-events" as="h2" icon={<ListOrdered aria-hidden />}>
        {t('title')}
      </SectionHeading>
      <PeriodList scoreboard={board} liveModeId={room.match.liveModeId} live={matchStateOf(room.match.status) === 'live'} frames={parseScore(room.match.score)} />
    </section>
  );
}

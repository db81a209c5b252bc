import { getTranslations } from 'next-intl/server';
import { ListOrdered } from 'lucide-react';
import { EventTimeline, type TimelineTeams } from '@/components/live-room/event-timeline';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { MatchEvent } from '@/lib/contract/room';
import { matchStateOf } from '@/lib/domain/match-status';
import { MatchSection } from './match-section';

/** Goals, cards and substitutions so far, newest first, and a tie's penalty shoot-out on top (the live room's timeline). */
export async function MatchTimeline({ events, status, teams }: { events: readonly MatchEvent[]; status: string; teams: TimelineTeams }) {
  const t = await getTranslations('liveroom.events');
  const tMatch = await getTranslations('match.timeline');
  const state = matchStateOf(status);
  const notStarted = state === 'upcoming' || state === 'comingUp' || state === 'delayed';
  return (
    <MatchSection id="timeline" title={tMatch('title')} icon={<ListOrdered aria-hidden />}>
      {events.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={notStarted ? t('emptyBeforeKickoff') : t('emptyLive')} />
      ) : (
        <div data-testid="match-timeline">
          <EventTimeline events={events} teams={teams} />
        </div>
      )}
    </MatchSection>
  );
}

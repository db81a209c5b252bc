import { getTranslations } from 'next-intl/server';
import { Clapperboard, ListOrdered } from 'lucide-react';
import { EventTimeline, type MatchMoments, type TimelineTeams } from '@/components/live-room/event-timeline';
import { Link } from '@/lib/i18n/navigation';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { MatchEvent } from '@/lib/contract/room';
import { matchStateOf } from '@/lib/domain/match-status';
import { MatchSection } from './match-section';

/** Goals, cards and substitutions so far, newest first, and a tie's penalty shoot-out on top (the live room's timeline). */
export async function MatchTimeline({ events, status, teams, moments = null }: { events: readonly MatchEvent[]; status: string; teams: TimelineTeams; moments?: MatchMoments | null }) {
  const t = await getTranslations('liveroom.events');
  const tMatch = await getTranslations('match.timeline');
  const state = matchStateOf(status);
  const notStarted = state === 'upcoming' || state === 'comingUp' || state === 'delayed';
  return (
    <MatchSection id="timeline" title={tMatch('title')} icon={<ListOrdered aria-hidden />}>
      {events.length === 0 ? (
        <EmptyState title={t('emptyTitle')} description={notStarted ? t('emptyBeforeKickoff') : t('emptyLive')} />
      ) : (
        // A finished match's goals give its result away: spoiler-free mode hides them with the scoreboard's score.
        <div data-testid="match-timeline" data-spoiler-result={state === 'end' ? '' : undefined} className="flex flex-col gap-3">
          {moments ? (
            <Link href={moments.href} aria-label={moments.label} data-testid="match-highlights" className="inline-flex w-fit items-center gap-2 rounded-full bg-accent px-3 py-1.5 text-sm font-semibold text-accent-fg hover:opacity-90">
              <Clapperboard aria-hidden className="size-4" />
              {moments.text}
            </Link>
          ) : null}
          <EventTimeline events={events} teams={teams} moments={moments} />
        </div>
      )}
    </MatchSection>
  );
}

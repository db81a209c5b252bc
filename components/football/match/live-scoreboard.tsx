'use client';

import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { parseScore } from '@/components/home/score';
import { ScoreLine } from '@/components/home/score-line';
import { Badge, LiveBadge } from '@/components/ui/badge';
import { matchLiveQuery } from '@/lib/api/queries/football-match';
import type { MatchLive } from '@/lib/contract/football-match';
import { liveMinuteLabel, matchStateOf } from '@/lib/domain/match-status';
import { useRouter } from '@/lib/i18n/navigation';

interface LiveScoreboardProps {
  fixtureId: number;
  startTimestamp: number;
  /** Kick-off as HH:mm in the viewer's zone, shown until there is a score. */
  kickoff: string;
  initial: MatchLive;
}

/** Score, minute and status; asks again every few seconds while the match runs and refreshes the page when something happened. */
export function LiveScoreboard({ fixtureId, startTimestamp, kickoff, initial }: LiveScoreboardProps) {
  const t = useTranslations('match');
  const tState = useTranslations('common.matchState');
  const router = useRouter();
  const { data } = useQuery({ ...matchLiveQuery(fixtureId, startTimestamp), initialData: initial });
  const seen = useRef(changeKey(initial));

  // A goal, card or the final whistle changes the timeline, lineups and statistics rendered on the server.
  useEffect(() => {
    const key = changeKey(data);
    if (key === seen.current) return;
    seen.current = key;
    router.refresh();
  }, [data, router]);

  const state = matchStateOf(data.status);
  const score = parseScore(data.score);
  const minute = liveMinuteLabel(data.status);
  const started = score !== null && state !== 'upcoming' && state !== 'comingUp';
  return (
    <div className="flex min-w-24 flex-col items-center gap-1.5" aria-live="polite" data-testid="match-scoreboard" data-state={state}>
      {started ? (
        <ScoreLine score={score} className="text-3xl text-fg md:text-4xl" />
      ) : (
        <span className="text-2xl font-bold tabular-nums text-fg md:text-3xl">{kickoff}</span>
      )}
      {state === 'live' ? (
        <span data-testid="match-minute">
          <LiveBadge label={minute ?? t('liveNow')} className="text-xs" />
        </span>
      ) : state === 'end' ? (
        <Badge variant="neutral" title={tState('end')} data-testid="match-status">
          {data.status.trim().toLowerCase() === 'ft' ? tState('ft') : tState('pen')}
        </Badge>
      ) : (
        <span className="text-xs text-muted" data-testid="match-status">{tState(state)}</span>
      )}
    </div>
  );
}

function changeKey(live: MatchLive): string {
  return `${live.scheduleStatus}|${live.score}|${live.eventCount}`;
}

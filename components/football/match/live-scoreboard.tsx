'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { parseScore } from '@/components/home/score';
import { ScoreLine } from '@/components/home/score-line';
import { Badge, LiveBadge } from '@/components/ui/badge';
import { useLiveQuery } from '@/lib/api/live-query';
import { MATCH_LIVE_POLL_MS, matchLiveQuery, shouldPoll } from '@/lib/api/queries/football-match';
import type { MatchLive } from '@/lib/contract/football-match';
import { liveMinuteLabel, matchStateOf } from '@/lib/domain/match-status';
import { useRouter } from '@/lib/i18n/navigation';
import { FinalScore } from './final-score';

interface LiveScoreboardProps {
  fixtureId: number;
  startTimestamp: number;
  /** Kick-off as HH:mm in the viewer's zone, shown until there is a score. */
  kickoff: string;
  initial: MatchLive;
}

/**
 * Score, minute and status; while the match runs (or is about to) it asks again every few seconds
 * and refreshes the page when something happened. The page loads no query cache for this one value.
 */
export function LiveScoreboard(props: LiveScoreboardProps) {
  const [polling, setPolling] = useState(() => shouldPoll(props.initial, props.startTimestamp, Date.now()));
  // The last answer stays on screen once the match has settled, until the refreshed page brings its own.
  const [settled, setSettled] = useState<MatchLive | null>(null);
  const [drawnFrom, setDrawnFrom] = useState(props.initial);
  if (drawnFrom !== props.initial) {
    setDrawnFrom(props.initial);
    setSettled(null);
  }
  const settle = (last: MatchLive) => {
    setSettled(last);
    setPolling(false);
  };
  if (polling) return <PolledScoreboard {...props} onSettled={settle} />;
  return <Scoreboard fixtureId={props.fixtureId} data={settled ?? props.initial} kickoff={props.kickoff} />;
}

function PolledScoreboard({ fixtureId, startTimestamp, kickoff, initial, onSettled }: LiveScoreboardProps & { onSettled: (last: MatchLive) => void }) {
  const router = useRouter();
  // The server's answer is as fresh as this first render; the next one is due an interval later.
  const [renderedAt] = useState(() => Date.now());
  const data = useLiveQuery(matchLiveQuery(fixtureId, startTimestamp), MATCH_LIVE_POLL_MS, { value: initial, at: renderedAt }) ?? initial;
  const seen = useRef(changeKey(initial));

  // A goal, card or the final whistle changes the timeline, lineups and statistics rendered on the server.
  useEffect(() => {
    const key = changeKey(data);
    if (key !== seen.current) {
      seen.current = key;
      router.refresh();
    }
    if (!shouldPoll(data, startTimestamp, Date.now())) onSettled(data);
  }, [data, router, startTimestamp, onSettled]);
  return <Scoreboard fixtureId={fixtureId} data={data} kickoff={kickoff} />;
}

function Scoreboard({ fixtureId, data, kickoff }: { fixtureId: number; data: MatchLive; kickoff: string }) {
  const t = useTranslations('match');
  const tState = useTranslations('common.matchState');
  const state = matchStateOf(data.status);
  const score = parseScore(data.score);
  const minute = liveMinuteLabel(data.status);
  const started = score !== null && state !== 'upcoming' && state !== 'comingUp';
  return (
    <div className="flex min-w-24 flex-col items-center gap-1.5" aria-live="polite" data-testid="match-scoreboard" data-state={state}>
      {/* Only a finished result is a spoiler; a live score is what its viewer came for. */}
      {started && state === 'end' ? (
        <FinalScore fixtureId={fixtureId} score={score} />
      ) : started ? (
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

'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { castOpinion, matchOpinionQuery, ROOM_LIVE_REFRESH_MS, roomKeys } from '@/lib/api/queries/room';
import type { Opinion, RoomDetail } from '@/lib/contract/room';
import { OPINION_PICKS, type OpinionPick } from '@/lib/domain/match-events';
import { matchStateOf } from '@/lib/domain/match-status';
import { opinionShares, withPick } from './opinion-shares';
import { SectionError, SectionLoading } from './section-state';

/** Home / draw / away: the share of each pick, and the viewer's own, which they may change until the end. */
export function OpinionTab({ room }: { room: RoomDetail }) {
  const t = useTranslations('liveroom.opinion');
  const fixtureId = room.match.fixtureId;
  const queryClient = useQueryClient();
  const key = roomKeys.opinion(fixtureId);
  const opinion = useQuery({ ...matchOpinionQuery(fixtureId), refetchInterval: room.onAir ? ROOM_LIVE_REFRESH_MS : false });
  const ended = matchStateOf(room.match.status) === 'end';

  const vote = useMutation({
    mutationFn: (pick: OpinionPick) => castOpinion({ fixtureId, pick }),
    onMutate: async (pick) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Opinion>(key);
      if (before) queryClient.setQueryData(key, withPick(before, pick));
      return { before };
    },
    onError: (_err, _pick, ctx) => {
      if (ctx?.before) queryClient.setQueryData(key, ctx.before);
    },
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });

  if (opinion.isPending) return <SectionLoading />;
  if (opinion.isError) return <SectionError onRetry={() => void opinion.refetch()} />;

  const data = opinion.data;
  const shares = opinionShares(data);
  const total = OPINION_PICKS.reduce((sum, pick) => sum + data[pick], 0);
  const labels: Record<OpinionPick, string> = {
    home: t('home', { team: room.match.home }),
    draw: t('draw'),
    away: t('away', { team: room.match.away }),
  };

  return (
    <section aria-labelledby="room-opinion" className="flex flex-col gap-3">
      <div>
        <h2 id="room-opinion" className="text-base font-bold text-fg">
          {t('title')}
        </h2>
        <p className="text-sm text-muted">{t('hint')}</p>
      </div>
      <div role="group" aria-labelledby="room-opinion" className="flex flex-col gap-2">
        {OPINION_PICKS.map((pick) => {
          const mine = data.myPick === pick;
          return (
            <button
              key={pick}
              type="button"
              aria-pressed={mine}
              disabled={ended || vote.isPending}
              onClick={() => vote.mutate(pick)}
              className={cn(
                'relative overflow-hidden rounded-xl border px-3 py-2.5 text-left transition focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-default',
                mine ? 'border-accent' : 'border-border hover:border-accent/50',
              )}
            >
              <span aria-hidden className={cn('absolute inset-y-0 left-0', mine ? 'bg-accent/20' : 'bg-surface-2')} style={{ width: `${shares[pick]}%` }} />
              <span className="relative flex items-center gap-2 text-sm">
                {mine ? <Check aria-hidden className="size-4 text-accent" /> : null}
                <span className="min-w-0 flex-1 truncate font-semibold text-fg">{labels[pick]}</span>
                {mine ? <span className="text-xs text-accent">{t('yours')}</span> : null}
                <span className="w-12 text-right font-bold tabular-nums text-fg">{shares[pick]}%</span>
              </span>
            </button>
          );
        })}
      </div>
      <p className="text-xs text-muted">{t('votes', { count: total })}</p>
      {vote.isError ? (
        <p role="alert" className="text-sm text-live">
          {t('failed')}
        </p>
      ) : null}
    </section>
  );
}

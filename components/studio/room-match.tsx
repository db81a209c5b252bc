'use client';

import { useTranslations } from 'next-intl';
import { Badge, LiveBadge } from '@/components/ui/badge';
import type { StudioRoom } from '@/lib/contract/studio';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { formatDateTime } from '@/lib/format/date';

/** The match a room is for: its teams, league and kick-off, and whether it is being played now. */
export function RoomMatch({ room, timeZone }: { room: StudioRoom; timeZone: string }) {
  const t = useTranslations('studio.plan');
  const { match } = room;
  const live = match.scheduleStatus === SCHEDULE_STATUS.live;
  return (
    <div className="mt-1 flex flex-col gap-1 rounded-xl border border-border bg-surface-2/60 p-3" data-testid="plan-match">
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-xs text-muted">{match.league.name}</span>
        {live ? <LiveBadge label={t('liveNow')} /> : <Badge variant="outline">{formatDateTime(match.startTimestamp, timeZone)}</Badge>}
      </div>
      <p className="text-sm font-bold text-fg">
        {match.home} <span className="font-normal text-muted">–</span> {match.away}
      </p>
      <p className="truncate text-xs text-muted">{t('roomName', { name: room.title })}</p>
    </div>
  );
}

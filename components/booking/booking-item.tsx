'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Trash2 } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import { LiveBadge } from '@/components/home/live-badge';
import { matchPhase } from '@/components/home/match-phase';
import { MatchStateLabel } from '@/components/home/match-state-label';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Booking } from '@/lib/contract/booking';
import { liveRoomPath } from '@/lib/domain/room-url';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { useCancelBooking } from './use-cancel-booking';
import { CommentatorName } from '@/components/people/commentator-name';
import { useScoreboardLabels } from '@/components/scores/use-scoreboard-labels';

/** One booked broadcast: the match, its commentator and time; a way in when live; cancel with confirmation. */
export function BookingItem({ booking, timeZone }: { booking: Booking; timeZone: string }) {
  const t = useTranslations('schedule.bookings');
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBooking(booking);
  const { match, commentator } = booking;
  const phase = matchPhase(match.status);
  const { liveLabel } = useScoreboardLabels();
  const room =
    booking.roomId === null
      ? null
      : liveRoomPath({
          liveModeId: match.liveModeId,
          home: match.home,
          away: match.away,
          roomId: booking.roomId,
          homeId: match.localteam.id,
          awayId: match.visitorteam.id,
        });
  const headingId = `booking-${booking.id}`;

  return (
    <li aria-labelledby={headingId} data-live={phase.kind === 'live' || undefined}>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-start gap-3">
          <Crest src={match.league.logo} name={match.league.name} size={28} className="mt-0.5" />
          <div className="min-w-0 flex-1 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              {phase.kind === 'live' ? <LiveBadge minute={liveLabel(match, true)} /> : null}
              {phase.kind === 'upcoming' ? <span className="text-xs font-semibold text-accent">{t('upcoming')}</span> : null}
              {phase.kind === 'other' ? <MatchStateLabel state={phase.state} /> : null}
              <span className="truncate text-xs text-muted">{match.league.name}</span>
            </div>
            <h2 id={headingId} className="truncate text-sm font-semibold text-fg md:text-base">
              {booking.name}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
              <span className="inline-flex items-center gap-1.5">
                <Avatar src={commentator.profilePicture} name={commentator.displayName} size="sm" />
                <CommentatorName name={commentator.displayName} />
              </span>
              <time dateTime={new Date(match.startTimestamp).toISOString()} className="tabular-nums">
                {t('kickoff', { time: formatDateTime(match.startTimestamp, timeZone) })}
              </time>
            </p>
          </div>
        </div>

        <div className="flex shrink-0 items-center justify-end gap-2">
          {phase.kind === 'live' && room ? (
            <Link href={room} className={buttonClasses({ variant: 'live', size: 'sm' })}>
              {t('watchNow')}
            </Link>
          ) : null}
          {confirming ? (
            <div role="group" aria-label={t('confirmCancel')} className="flex items-center gap-2">
              <span className="text-xs text-muted">{t('confirmCancel')}</span>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {t('keep')}
              </Button>
              <Button size="sm" variant="live" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
                {t('confirm')}
              </Button>
            </div>
          ) : (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('cancelLabel', { match: booking.name })}
              onClick={() => setConfirming(true)}
            >
              <Trash2 aria-hidden />
              {t('cancel')}
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

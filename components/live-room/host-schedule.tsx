'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { CalendarClock } from 'lucide-react';
import { SectionHeading } from '@/components/ui/section-heading';
import { anchorScheduleQuery } from '@/lib/api/queries/room';
import type { RoomDetail } from '@/lib/contract/room';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { Link } from '@/lib/i18n/navigation';
import { BookSlot } from './book-slot';
import { isAlwaysOnMode } from './room-kind';
import { matchRoomPath } from '@/lib/domain/room-url';
import { roomMatchName } from './room-paths';
import { SectionLoading } from './section-state';
import { useCommentatorNamed } from '@/components/people/commentator-name';

const SHOWN = 5;

/** The commentator's next broadcasts, each with a way to book it. */
export function HostSchedule({ room, timeZone }: { room: RoomDetail; timeZone: string }) {
  const t = useTranslations('liveroom.hostSchedule');
  const commentatorNamed = useCommentatorNamed();
  const format = useFormatter();
  const { host } = room;
  const schedule = useQuery(anchorScheduleQuery({ userId: host.userId }));
  // A failed load just hides the list: the room is what the viewer came for.
  if (schedule.isError) return null;
  const upcoming = (schedule.data ?? [])
    .filter((m) => m.fixtureId !== room.match.fixtureId && m.scheduleStatus === SCHEDULE_STATUS.comingUp)
    .slice(0, SHOWN);

  return (
    <section aria-labelledby="room-host-schedule">
      <SectionHeading id="room-host-schedule" icon={<CalendarClock aria-hidden />}>
        {t('title', { name: commentatorNamed(host.displayName) })}
      </SectionHeading>
      {schedule.isPending ? (
        <SectionLoading rows={2} />
      ) : upcoming.length === 0 ? (
        <p className="text-sm text-muted">{t('empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {upcoming.map((m) => {
            const hostRoom = m.users.find((u) => u.userId === host.userId);
            const href = hostRoom ? matchRoomPath(m, hostRoom.roomId) : null;
            const name = roomMatchName({ title: m.league.name, match: m }, isAlwaysOnMode(m.liveModeId));
            return (
              <li key={m.fixtureId} className="flex items-center gap-2 rounded-xl border border-border bg-surface px-3 py-2">
                <div className="min-w-0 flex-1">
                  <time dateTime={new Date(m.startTimestamp).toISOString()} className="block text-xs text-muted tabular-nums">
                    {format.dateTime(m.startTimestamp, { weekday: 'short', day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone })}
                  </time>
                  {href ? (
                    <Link href={href} className="block truncate text-sm font-semibold text-fg hover:text-accent">
                      {name}
                    </Link>
                  ) : (
                    <span className="block truncate text-sm font-semibold text-fg">{name}</span>
                  )}
                </div>
                <BookSlot fixtureId={m.fixtureId} commentatorId={host.userId} matchName={name} commentatorName={host.displayName} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

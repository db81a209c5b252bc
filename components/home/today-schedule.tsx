import type { LiveSeed } from '@/lib/api/live-query';
import type { Match } from '@/lib/contract/schedule';
import { LiveTodaySchedule } from './live-sections';
import { ScheduleGroups } from './schedule-groups';

interface TodayScheduleProps {
  /** Today as YYYY-MM-DD in the viewer's zone, fixed by the server so both sides ask the same day. */
  date: string;
  timeZone: string;
  /** What the server rendered with; without it the browser asks at once. */
  seed?: LiveSeed<Match[]>;
}

/** Today's matches grouped by live mode: server-rendered, then refreshed while the page is open. */
export function TodaySchedule({ date, timeZone, seed }: TodayScheduleProps) {
  return (
    <LiveTodaySchedule date={date} timeZone={timeZone} renderedAt={seed?.at}>
      <ScheduleGroups matches={seed?.value ?? []} timeZone={timeZone} />
    </LiveTodaySchedule>
  );
}

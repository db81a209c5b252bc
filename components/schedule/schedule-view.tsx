import { CalendarDays } from 'lucide-react';
import type { FilterCode } from '@/lib/domain/filter-codes';
import { BroadcastToggle } from './broadcast-toggle';
import { DayStrip } from './day-strip';
import { ScheduleList, type ScheduleListProps } from './schedule-list';
import { ScheduleTabBar } from './schedule-tab-bar';
import { queryLiveMode, type ScheduleTab } from './schedule-tabs';
import { PageTitle } from '@/components/page-kit/page-title';

export interface ScheduleViewProps {
  tab: ScheduleTab;
  /** The page's own path (the tab's, or an esports league's). */
  path: string;
  /** The heading: the tab's or league's name. */
  title: string;
  days: readonly string[];
  today: string;
  date: string;
  timeZone: string;
  filter?: FilterCode;
  leagueSlug?: string;
  served: ScheduleListProps['served'];
}

/**
 * The live schedule: its title with the commentator filter, one bar of sport tabs, the day strip
 * and the day's matches. The sport tabs stand in for the site's mode bar here (`data-own-mode-bar`
 * hides it), so a phone sees one row of sports, not two.
 */
export function ScheduleView({ tab, path, title, days, today, date, timeZone, filter, leagueSlug, served }: ScheduleViewProps) {
  const chosenDay = date === today ? undefined : date;
  return (
    <div data-own-mode-bar className="flex flex-col gap-3 py-4 md:gap-4 md:py-6">
      <div className="flex items-center justify-between gap-3">
        <PageTitle size="section" withIcon className="min-w-0">
          <CalendarDays aria-hidden className="size-5 shrink-0 text-accent" />
          <span className="min-w-0 break-words">{title}</span>
        </PageTitle>
        <BroadcastToggle path={path} date={chosenDay} selected={filter} />
      </div>
      <ScheduleTabBar active={tab.key} />
      <DayStrip path={path} days={days} today={today} selected={date} filter={filter} />
      <ScheduleList
        key={`${date}-${filter ?? ''}`}
        date={date}
        isToday={date === today}
        timeZone={timeZone}
        liveModeId={queryLiveMode(tab, filter)}
        filter={filter}
        leagueSlug={leagueSlug}
        served={served}
      />
    </div>
  );
}

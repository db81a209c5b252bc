import { CalendarDays } from 'lucide-react';
import type { FilterCode } from '@/lib/domain/filter-codes';
import { DayStrip } from './day-strip';
import { FilterChips } from './filter-chips';
import { ScheduleList } from './schedule-list';
import { ScheduleTabBar } from './schedule-tab-bar';
import { filtersFor, queryLiveMode, type ScheduleTab } from './schedule-tabs';
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
}

/** The live schedule: tabs, day strip, filters and the day's matches. */
export function ScheduleView({ tab, path, title, days, today, date, timeZone, filter, leagueSlug }: ScheduleViewProps) {
  const chosenDay = date === today ? undefined : date;
  return (
    <div className="flex flex-col gap-4 py-4 md:py-6">
      <div className="flex flex-col gap-3">
        <PageTitle size="section" withIcon>
          <CalendarDays aria-hidden className="size-5 text-accent" />
          {title}
        </PageTitle>
        <ScheduleTabBar active={tab.key} />
      </div>
      <DayStrip path={path} days={days} today={today} selected={date} filter={filter} />
      <FilterChips path={path} date={chosenDay} codes={filtersFor(tab)} selected={filter} />
      <ScheduleList
        key={`${date}-${filter ?? ''}`}
        date={date}
        isToday={date === today}
        timeZone={timeZone}
        liveModeId={queryLiveMode(tab, filter)}
        filter={filter}
        leagueSlug={leagueSlug}
      />
    </div>
  );
}

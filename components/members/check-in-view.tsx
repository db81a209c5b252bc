import type { ReactNode } from 'react';
import { Flame, Trophy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { CheckInCalendar as CalendarData } from '@/lib/contract/engagement';
import { CHECK_IN_CYCLE, CHECK_IN_REWARDS } from '@/lib/domain/check-in';
import { CheckInButton } from './check-in-button';
import { CheckInCalendar } from './check-in-calendar';

/** The check-in page's body: streaks, the button, the month and the streak rewards. */
export function CheckInView({ calendar }: { calendar: CalendarData }) {
  const t = useTranslations('members.checkIn');
  // The place in the weekly reward cycle the next (or today's) check-in takes.
  const nextDay = calendar.checkedToday ? calendar.currentStreak : calendar.currentStreak + 1;
  const cycleDay = ((Math.max(1, nextDay) - 1) % CHECK_IN_CYCLE) + 1;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
      <Card className="flex flex-col gap-5 p-4 md:p-6">
        <div className="grid grid-cols-2 gap-3">
          <Stat icon={<Flame aria-hidden />} label={t('current')} value={t('days', { count: calendar.currentStreak })} testId="current-streak" />
          <Stat icon={<Trophy aria-hidden />} label={t('best')} value={t('days', { count: calendar.bestStreak })} testId="best-streak" />
        </div>
        <CheckInButton checkedToday={calendar.checkedToday} reward={calendar.todayReward} />
        <CheckInCalendar month={calendar.month} checked={calendar.days} today={calendar.today} />
      </Card>
      <Card className="p-4 md:p-6">
        <h2 className="mb-3 text-sm font-bold text-fg">{t('rewards')}</h2>
        <ol className="grid grid-cols-4 gap-2 lg:grid-cols-2">
          {CHECK_IN_REWARDS.map((points, i) => (
            <li
              key={i}
              className={cn('flex flex-col items-center rounded-lg border border-border px-2 py-2 text-center', i + 1 === cycleDay && 'border-accent bg-accent/10', i + 1 === CHECK_IN_CYCLE && 'col-span-2 lg:col-span-2')}
            >
              <span className="text-[11px] text-muted">{t('rewardDay', { day: i + 1 })}</span>
              <span className="text-sm font-bold text-fg">+{points}</span>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

function Stat({ icon, label, value, testId }: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-surface-2 p-3">
      <span className="text-accent [&_svg]:size-6">{icon}</span>
      <div className="min-w-0">
        <p className="text-xs text-muted">{label}</p>
        <p className="text-lg font-bold text-fg" data-testid={testId}>
          {value}
        </p>
      </div>
    </div>
  );
}

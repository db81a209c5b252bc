import { useTranslations } from 'next-intl';
import { CalendarCheck, LayoutGrid } from 'lucide-react';
import { MenuIcon } from '@/components/layout/menu-icon';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import { ScrollRow } from './scroll-row';
import { SCHEDULE_TABS, type ScheduleTabKey, tabPath } from './schedule-tabs';

/** The schedule's sports as tabs (links); the current one is marked. */
export function ScheduleTabBar({ active }: { active: ScheduleTabKey }) {
  const t = useTranslations('schedule.tabs');
  const tModes = useTranslations('liveModes');
  return (
    <ScrollRow label={t('label')}>
      <ul className="flex min-w-max items-center gap-1 px-1">
        {SCHEDULE_TABS.map((tab) => {
          const current = tab.key === active;
          const label = tab.key === 'all' ? t('all') : tab.key === 'bookings' ? t('bookings') : tModes(tab.key);
          return (
            <li key={tab.key}>
              <Link
                href={tabPath(tab)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition [&_svg]:size-4',
                  current ? 'bg-fg text-bg' : 'text-muted hover:bg-surface-2 hover:text-fg',
                )}
              >
                {tab.key === 'all' ? <LayoutGrid aria-hidden /> : null}
                {tab.key === 'bookings' ? <CalendarCheck aria-hidden /> : null}
                {tab.liveModeId !== undefined ? <MenuIcon icon={null} liveModeId={tab.liveModeId} /> : null}
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </ScrollRow>
  );
}

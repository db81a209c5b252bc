import { useTranslations } from 'next-intl';
import { SCHEDULE_TABS, tabPath } from '@/components/schedule/schedule-tabs';
import { Card } from '@/components/ui/card';
import type { Match } from '@/lib/contract/schedule';
import { Link } from '@/lib/i18n/navigation';
import { leadingRows, type LiveModeGroup } from './group-by-live-mode';
import { HOME_ROWS_PER_MODE } from './home-inputs';
import { ScheduleRow } from './schedule-row';

/** One live mode's block in today's schedule: what is on and next, and a link to the rest. */
export function ScheduleGroup({ group, timeZone }: { group: LiveModeGroup<Match>; timeZone: string }) {
  const tModes = useTranslations('liveModes');
  const t = useTranslations('home.schedule');
  const headingId = `schedule-${group.mode.slug}`;
  const rows = leadingRows(group.matches, HOME_ROWS_PER_MODE);
  const tab = SCHEDULE_TABS.find((s) => s.liveModeId === group.mode.id);

  return (
    <Card role="region" aria-labelledby={headingId} className="defer-offscreen overflow-hidden">
      <header className="flex items-center justify-between gap-2 border-b border-border bg-surface-2 px-3 py-2">
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          {tModes(group.mode.key)}
        </h3>
        <span className="text-xs text-muted">{t('matchCount', { count: group.matches.length })}</span>
      </header>
      <ul className="divide-y divide-border">
        {rows.map((match) => (
          <ScheduleRow key={match.fixtureId} match={match} timeZone={timeZone} />
        ))}
      </ul>
      {rows.length < group.matches.length && tab ? (
        <Link href={tabPath(tab)} className="block border-t border-border px-3 py-2 text-center text-sm font-semibold text-accent hover:bg-surface-2">
          {t('seeAll', { count: group.matches.length })}
        </Link>
      ) : null}
    </Card>
  );
}

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { Match } from '@/lib/contract/schedule';
import type { LiveModeGroup } from './group-by-live-mode';
import { ScheduleRow } from './schedule-row';

/** One live mode's block in today's schedule, headed by its translated name. */
export function ScheduleGroup({ group, timeZone }: { group: LiveModeGroup<Match>; timeZone: string }) {
  const tModes = useTranslations('liveModes');
  const t = useTranslations('home.schedule');
  const headingId = `schedule-${group.mode.slug}`;

  return (
    <Card role="region" aria-labelledby={headingId} className="overflow-hidden">
      <header className="flex items-center justify-between gap-2 border-b border-border bg-surface-2 px-3 py-2">
        <h3 id={headingId} className="text-sm font-semibold text-fg">
          {tModes(group.mode.key)}
        </h3>
        <span className="text-xs text-muted">{t('matchCount', { count: group.matches.length })}</span>
      </header>
      <ul className="divide-y divide-border">
        {group.matches.map((match) => (
          <ScheduleRow key={match.fixtureId} match={match} timeZone={timeZone} />
        ))}
      </ul>
    </Card>
  );
}

import { CalendarDays } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge, LiveBadge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { TipEvent } from '@/lib/contract/tips';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { tipMatchPagePath, type TipCategorySlug } from '@/lib/domain/tip-keo';
import { Link } from '@/lib/i18n/navigation';
import { MatchLine } from './match-line';

/** Matches with tips, upcoming first, each with how many tips it has. */
export function EventList({ events, category, timeZone }: { events: readonly TipEvent[]; category: TipCategorySlug; timeZone: string }) {
  const t = useTranslations('tips.events');
  if (events.length === 0) return <EmptyState icon={<CalendarDays aria-hidden />} title={t('empty')} />;
  return (
    <ul className="grid gap-2 md:grid-cols-2" data-testid="tip-events">
      {events.map(({ match, tipCount }) => (
        <li key={match.fixtureId} className="min-w-0">
          <Link href={tipMatchPagePath(category, match.fixtureId)} className="block">
            <Card interactive className="flex items-center justify-between gap-3 p-3">
              <MatchLine match={match} timeZone={timeZone} />
              <span className="flex shrink-0 flex-col items-end gap-1">
                {match.scheduleStatus === SCHEDULE_STATUS.live ? <LiveBadge label={t('live')} /> : null}
                {match.scheduleStatus === SCHEDULE_STATUS.ended ? <Badge>{t('ended')}</Badge> : null}
                <Badge variant="accent">{t('count', { count: tipCount })}</Badge>
              </span>
            </Card>
          </Link>
        </li>
      ))}
    </ul>
  );
}

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { PlayerDetail } from '@/lib/contract/football-teams';
import type { MatchEventKind } from '@/lib/domain/match-events';

type Events = PlayerDetail['recent'][number]['events'];

const TONE: Partial<Record<MatchEventKind, string>> = {
  goal: 'bg-success/15 text-success',
  'penalty-goal': 'bg-success/15 text-success',
  yellow: 'bg-warning/20 text-warning',
  'second-yellow': 'bg-live/15 text-live',
  red: 'bg-live/15 text-live',
};

/** A player's events in one match as small chips: minute and what happened. */
export function PlayerEvents({ events }: { events: Events }) {
  const t = useTranslations('teams.events');
  if (events.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {events.map((e, i) => (
        <span key={i} className={cn('rounded px-1.5 py-0.5 text-[11px] font-semibold', e.assist ? 'bg-accent/15 text-accent' : (TONE[e.kind] ?? 'bg-surface-2 text-muted'))}>
          {e.added > 0 ? `${e.minute}+${e.added}'` : `${e.minute}'`} {e.assist ? t('assist') : t(e.kind)}
        </span>
      ))}
    </span>
  );
}

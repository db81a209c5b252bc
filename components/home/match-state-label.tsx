import { useTranslations } from 'next-intl';
import type { MatchState } from '@/lib/domain/match-status';

/** The short status word of a match that is neither live nor waiting for kick-off (a finished one says KT / FT, as the results do). */
export function MatchStateLabel({ state, className = '' }: { state: MatchState; className?: string }) {
  const t = useTranslations('common.matchState');
  const tone = state === 'end' ? 'text-muted' : 'text-warning';
  return <span className={`text-xs font-semibold uppercase ${tone} ${className}`}>{t(state === 'end' ? 'ft' : state)}</span>;
}

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { TipsterStats } from '@/lib/contract/tips';
import { WinRate } from '../tip-pick-text';

/** The member's record: win rate over settled tips, won, lost, all tips and the current streak. */
export function MyStats({ stats }: { stats: TipsterStats }) {
  const t = useTranslations('tips.mine');
  const cells = [
    { label: t('rate'), value: <WinRate rate={stats.winRate} />, testId: 'my-win-rate' },
    { label: t('won'), value: stats.won },
    { label: t('lost'), value: stats.lost },
    { label: t('total'), value: stats.tips },
    { label: t('streak'), value: stats.streak > 0 ? `+${stats.streak}` : stats.streak },
  ];
  return (
    <Card className="p-3" aria-label={t('stats')} role="group">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {cells.map((c, i) => (
          <div key={c.label} className={`flex flex-col items-center rounded-lg bg-surface-2/60 px-2 py-2 text-center ${i === 0 ? 'col-span-2 sm:col-span-1' : ''}`}>
            <dt className="text-xs text-muted">{c.label}</dt>
            <dd className="text-lg font-bold tabular-nums text-fg" data-testid={c.testId}>{c.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

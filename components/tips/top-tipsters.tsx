import { Trophy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { SectionHeading } from '@/components/ui/section-heading';
import type { TopTipster } from '@/lib/contract/tips';
import { TOP_RATING_MIN_SETTLED } from '@/lib/domain/tip-keo';
import { WinRate } from './tip-pick-text';
import { PersonName } from '@/components/people/commentator-name';

/** The top-rating board: rank, tipster, win rate, record and current streak. */
export function TopTipsters({ tipsters, limit = 10 }: { tipsters: readonly TopTipster[]; limit?: number }) {
  const t = useTranslations('tips.top');
  return (
    <section aria-labelledby="top-tipsters">
      <SectionHeading id="top-tipsters" icon={<Trophy aria-hidden />}>{t('title')}</SectionHeading>
      <Card className="p-2">
        {tipsters.length === 0 ? (
          <p className="p-3 text-sm text-muted">{t('empty', { min: TOP_RATING_MIN_SETTLED })}</p>
        ) : (
          <ol className="flex flex-col" data-testid="top-tipsters">
            {tipsters.slice(0, limit).map((row) => (
              <li key={row.author.userId} className="flex items-center gap-3 rounded-lg px-2 py-2 odd:bg-surface-2/50">
                <span className="w-5 shrink-0 text-center text-sm font-bold tabular-nums text-muted">{row.rank}</span>
                <Avatar name={row.author.displayName} src={row.author.profilePicture} size="sm" />
                <span className="min-w-0 flex-1">
                  <PersonName name={row.author.displayName} className="block truncate text-sm font-semibold text-fg" />
                  <span className="block truncate text-xs text-muted">
                    {t('record', { won: row.won, lost: row.lost })}
                    {row.streak !== 0 ? ` · ${row.streak > 0 ? t('streakWon', { count: row.streak }) : t('streakLost', { count: -row.streak })}` : ''}
                  </span>
                </span>
                <span className="shrink-0 text-right text-sm font-bold tabular-nums text-success">
                  <WinRate rate={row.winRate} />
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </section>
  );
}

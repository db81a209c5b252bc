import { Film } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import { buttonClasses } from '@/components/ui/button';
import type { ClipSummary } from '@/lib/contract/highlights';
import { HIGHLIGHTS_ROOT } from '@/lib/domain/highlights';
import { Link } from '@/lib/i18n/navigation';
import { ClipCard } from './clip-card';

export interface Pager {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}

interface ClipListProps {
  clips: readonly ClipSummary[];
  timeZone: string;
  now: number;
  label: string;
  pager?: Pager;
  filtered?: boolean;
}

/** Clips as a grid of cards (two columns on a phone, up to four on a wide screen), then the pager. */
export function ClipList({ clips, timeZone, now, label, pager, filtered = false }: ClipListProps) {
  const t = useTranslations('highlights');
  if (clips.length === 0) {
    return (
      <EmptyState
        icon={<Film aria-hidden />}
        title={t('empty.title')}
        description={t('empty.text')}
        action={filtered ? <Link href={HIGHLIGHTS_ROOT} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{t('empty.all')}</Link> : undefined}
      />
    );
  }
  return (
    <section aria-labelledby="clip-list-heading" className="flex flex-col gap-6">
      <h2 id="clip-list-heading" className="sr-only">{label}</h2>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-6 min-[480px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" data-testid="clip-list">
        {clips.map((clip, i) => (
          <li key={clip.id} className="min-w-0">
            <ClipCard clip={clip} timeZone={timeZone} now={now} eager={i < 4} />
          </li>
        ))}
      </ul>
      {pager && pager.pages > 1 ? <ClipPager pager={pager} /> : null}
    </section>
  );
}

function ClipPager({ pager: { page, pages, hrefOf } }: { pager: Pager }) {
  const t = useTranslations('highlights.pager');
  const link = buttonClasses({ variant: 'outline', size: 'md' });
  return (
    <nav aria-label={t('label')} className="flex items-center justify-between gap-3 text-sm">
      {page > 1 ? <Link href={hrefOf(page - 1)} rel="prev" className={link}>{t('previous')}</Link> : <span />}
      <span className="text-muted tabular-nums">{t('page', { page, pages })}</span>
      {page < pages ? <Link href={hrefOf(page + 1)} rel="next" className={link}>{t('next')}</Link> : <span />}
    </nav>
  );
}

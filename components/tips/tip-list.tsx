import { Lightbulb } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { EmptyState } from '@/components/page-kit/empty-state';
import type { TipItem } from '@/lib/contract/tips';
import { Link } from '@/lib/i18n/navigation';
import { buttonClasses } from '@/components/ui/button';
import { TipCard } from './tip-card';

interface TipListProps {
  tips: readonly TipItem[];
  timeZone: string;
  /** Where each tip opens (the detail page, or the detail within a market). */
  hrefOf: (tip: TipItem) => string;
  pager?: { page: number; pages: number; hrefOf: (page: number) => string };
}

/** Tips newest first, two columns on wide screens, with links to the previous and next page. */
export function TipList({ tips, timeZone, hrefOf, pager }: TipListProps) {
  const t = useTranslations('tips');
  if (tips.length === 0) return <EmptyState icon={<Lightbulb aria-hidden />} title={t('empty.title')} description={t('empty.text')} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-3 lg:grid-cols-2" data-testid="tip-list">
        {tips.map((tip) => (
          <li key={tip.id} className="min-w-0">
            <TipCard tip={tip} href={hrefOf(tip)} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      {pager && pager.pages > 1 ? (
        <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3 text-sm">
          {pager.page > 1 ? (
            <Link href={pager.hrefOf(pager.page - 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{t('pager.prev')}</Link>
          ) : <span />}
          <span className="text-muted">{t('pager.page', { page: pager.page, pages: pager.pages })}</span>
          {pager.page < pager.pages ? (
            <Link href={pager.hrefOf(pager.page + 1)} className={buttonClasses({ variant: 'outline', size: 'sm' })}>{t('pager.next')}</Link>
          ) : <span />}
        </nav>
      ) : null}
    </div>
  );
}

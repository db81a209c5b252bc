import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { type FilterCode, filterCodeKey } from '@/lib/domain/filter-codes';
import { Link } from '@/lib/i18n/navigation';
import { ScrollRow } from './scroll-row';
import { scheduleHref } from './schedule-href';

export interface FilterChipsProps {
  path: string;
  /** The chosen day, or undefined for today. */
  date?: string;
  codes: readonly FilterCode[];
  selected?: FilterCode;
}

/** "All" plus the tab's filter codes, as links that keep the chosen day. */
export function FilterChips({ path, date, codes, selected }: FilterChipsProps) {
  const t = useTranslations('schedule.filters');
  const chips: { code?: FilterCode; label: string }[] = [
    { label: t('all') },
    ...codes.map((code) => ({ code, label: t(filterCodeKey(code) ?? 'all') })),
  ];
  return (
    <ScrollRow label={t('label')}>
      <ul className="flex min-w-max gap-1.5 px-1">
        {chips.map((chip) => {
          const current = chip.code === selected;
          return (
            <li key={chip.code ?? 'all'}>
              <Link
                href={scheduleHref({ path, date, filter: chip.code })}
                aria-current={current ? 'true' : undefined}
                data-filter={chip.code ?? 'all'}
                className={cn(
                  'inline-flex h-8 items-center rounded-full border px-3 text-xs font-semibold whitespace-nowrap transition',
                  current ? 'border-fg bg-fg text-bg' : 'border-border text-muted hover:border-accent/60 hover:text-fg',
                )}
              >
                {chip.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </ScrollRow>
  );
}

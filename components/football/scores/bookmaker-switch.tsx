import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';

interface BookmakerSwitchProps {
  bookmakers: readonly string[];
  selected: number;
  /** The link that shows bookmaker `index`. */
  hrefOf: (index: number) => string;
}

/** Picks whose prices the board shows; plain links, so it works before any script loads. */
export function BookmakerSwitch({ bookmakers, selected, hrefOf }: BookmakerSwitchProps) {
  const t = useTranslations('scores.odds');
  return (
    <nav aria-label={t('bookmakers')} className="scrollbar-none -mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1.5 px-1">
        {bookmakers.map((name, i) => (
          <li key={name}>
            <Link
              href={hrefOf(i)}
              translate="no"
              aria-current={i === selected ? 'true' : undefined}
              className={cn(
                'inline-flex h-8 items-center rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition',
                i === selected ? 'border-fg bg-fg text-bg' : 'border-border text-muted hover:border-accent/60 hover:text-fg',
              )}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

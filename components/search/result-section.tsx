import { ChevronRight } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { Link } from '@/lib/i18n/navigation';
import type { SearchKind } from '@/lib/domain/search';
import type { HitView } from './hit-views';

export interface ResultSectionProps {
  kind: SearchKind;
  title: string;
  hits: readonly HitView[];
  /** The kind's own tab, when it holds more than is shown here. */
  more?: { href: string; label: string };
}

/** One kind's answers on the results page: a heading, the rows, and the way to the rest. */
export function ResultSection({ kind, title, hits, more }: ResultSectionProps) {
  return (
    <section aria-labelledby={`results-${kind}`} data-kind={kind} className="overflow-hidden rounded-xl border border-border bg-surface">
      <h2 id={`results-${kind}`} className="border-b border-border px-4 py-2.5 text-sm font-semibold text-fg">
        {title}
      </h2>
      <ul className="divide-y divide-border">
        {hits.map((hit) => (
          <li key={hit.key}>
            <Link href={hit.href} className="flex items-center gap-3 px-4 py-2.5 hover:bg-surface-2/60 focus-visible:bg-surface-2">
              {hit.visual}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium text-fg">{hit.title}</span>
                <span className={cn('truncate text-xs', hit.live ? 'font-semibold text-live' : 'text-muted')}>{hit.context}</span>
              </span>
              <ChevronRight aria-hidden className="size-4 shrink-0 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
      {more ? (
        <Link href={more.href} className="flex items-center justify-center gap-1 border-t border-border px-4 py-2 text-sm font-medium text-accent hover:bg-surface-2/60">
          {more.label}
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      ) : null}
    </section>
  );
}

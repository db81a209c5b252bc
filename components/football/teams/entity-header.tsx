import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { PageTitle } from '@/components/page-kit/page-title';

export interface Fact {
  label: string;
  value: ReactNode;
}

export interface EntityHeaderProps {
  image: ReactNode;
  title: string;
  /** A line under the title, e.g. the league or the club. */
  subtitle?: ReactNode;
  facts?: readonly Fact[];
  /** Buttons on the right (favourite, compare). */
  actions?: ReactNode;
}

/** The top card of a team, player, league, venue or manager page. */
export function EntityHeader({ image, title, subtitle, facts = [], actions }: EntityHeaderProps) {
  return (
    <Card className="p-4 md:p-5">
      <div className="flex flex-wrap items-center gap-4">
        <div className="shrink-0">{image}</div>
        <div className="min-w-0 flex-1">
          <PageTitle>{title}</PageTitle>
          {subtitle ? <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">{subtitle}</div> : null}
        </div>
        {actions ? <div className="flex w-full flex-wrap gap-2 sm:w-auto">{actions}</div> : null}
      </div>
      {facts.length > 0 ? (
        <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-border pt-4 sm:grid-cols-3 lg:grid-cols-4">
          {facts.map((f) => (
            <div key={f.label} className="min-w-0">
              <dt className="text-xs text-muted">{f.label}</dt>
              <dd className="truncate text-sm font-semibold text-fg">{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}

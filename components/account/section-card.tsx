import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One block of the account page: a title, a line of explanation, and its form. */
export function SectionCard({ title, lead, aside, children }: { title: string; lead?: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={id} className="text-base font-bold text-fg">
            {title}
          </h2>
          {lead ? <p className="mt-0.5 text-sm text-muted">{lead}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </Card>
  );
}

/** "Verified" or "Not verified", as a small pill. */
export function StatusPill({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <span
      data-verified={ok}
      className={
        ok
          ? 'inline-flex items-center gap-1 rounded-full bg-emerald-500/12 px-2.5 py-1 text-xs font-semibold text-emerald-600 dark:text-emerald-400'
          : 'inline-flex items-center gap-1 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-muted'
      }
    >
      {children}
    </span>
  );
}

'use client';

import { ArrowLeftRight } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';

/** A player on a team sheet as plain data: the page's payload carries these, not element trees. */
export interface SheetRow {
  id: number;
  href: string;
  name: string;
  /** The minute of a substitution, or the shirt number on the bench. */
  lead: string;
  /** Substitutions: who went off. */
  off?: string;
}

export function SubstitutionRows({ rows }: { rows: readonly SheetRow[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {rows.map((r) => (
        <li key={r.id} className="flex min-w-0 items-center gap-2">
          <span className="w-10 shrink-0 text-xs tabular-nums text-muted">{r.lead}</span>
          <ArrowLeftRight aria-hidden className="size-3.5 shrink-0 text-accent" />
          <span className="min-w-0 truncate">
            <Link href={r.href} className="font-medium text-fg hover:text-accent">{r.name}</Link>
            <span className="text-muted"> / {r.off}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

export function BenchRows({ rows }: { rows: readonly SheetRow[] }) {
  return (
    <ul className="grid grid-cols-1 gap-x-3 gap-y-1 sm:grid-cols-2">
      {rows.map((r) => (
        <li key={r.id} className="flex min-w-0 items-center gap-2">
          <span className="w-5 shrink-0 text-right text-xs tabular-nums text-muted">{r.lead}</span>
          <Link href={r.href} className="truncate text-fg hover:text-accent">{r.name}</Link>
        </li>
      ))}
    </ul>
  );
}

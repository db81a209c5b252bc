import type { ReactNode } from 'react';

/** A grid of figures with their labels. */
export function StatTiles({ items }: { items: readonly { label: string; value: ReactNode; hint?: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      {items.map((s) => (
        <div key={s.label} className="rounded-xl border border-border bg-surface px-3 py-2.5">
          <dt className="text-xs text-muted">{s.label}</dt>
          <dd className="text-lg font-bold text-fg tabular-nums" title={s.hint}>{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

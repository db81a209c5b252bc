import { cn } from '@/components/ui/cn';
import type { Leader } from '@/lib/domain/comparison';

export interface BarRow {
  key: string;
  label: string;
  /** Both values already written for reading. */
  text: [string, string];
  shares: [number, number];
  leader: Leader;
}

/** Measures side by side: each value at its side, and a bar split in proportion; the leader stands out. */
export function CompareBars({ rows, names }: { rows: readonly BarRow[]; names: [string, string] }) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface" data-testid="compare-bars">
      {rows.map((r) => (
        <li key={r.key} data-metric={r.key} data-leader={r.leader} className="px-3 py-2.5">
          <div className="mb-1.5 grid grid-cols-[1fr_auto_1fr] items-baseline gap-2 text-sm">
            <span className={cn('tabular-nums', r.leader === 'first' ? 'font-bold text-accent' : 'text-fg')} aria-label={`${names[0]}: ${r.text[0]}`}>
              {r.text[0]}
            </span>
            <span className="text-center text-xs text-muted">{r.label}</span>
            <span className={cn('text-right tabular-nums', r.leader === 'second' ? 'font-bold text-live' : 'text-fg')} aria-label={`${names[1]}: ${r.text[1]}`}>
              {r.text[1]}
            </span>
          </div>
          <div aria-hidden className="flex h-1.5 gap-1">
            <div className="flex flex-1 justify-end overflow-hidden rounded-full bg-surface-2">
              <div className={cn('rounded-full', r.leader === 'first' ? 'bg-accent' : 'bg-accent/50')} style={{ width: `${r.shares[0]}%` }} />
            </div>
            <div className="flex flex-1 overflow-hidden rounded-full bg-surface-2">
              <div className={cn('rounded-full', r.leader === 'second' ? 'bg-live' : 'bg-live/50')} style={{ width: `${r.shares[1]}%` }} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

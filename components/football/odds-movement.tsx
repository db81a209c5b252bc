import { ArrowDown, ArrowUp } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { movementOf, type Movement } from '@/lib/domain/odds-movement';

export interface OddsMovementProps {
  /** The current decimal price; null shows a dash (no draw in this sport). */
  value: number | null;
  /** How the price moved; derived from `previous` when left out. */
  movement?: Movement;
  /** The earlier price (opening, or the previous reading), named in the accessible label. */
  previous?: number | null;
  className?: string;
}

const TONE: Record<Movement, string> = { up: 'text-success', down: 'text-live', steady: 'text-fg' };

/**
 * A decimal price with a green up or red down arrow when it moved. Works in server and client
 * components; a client caller ships the `scores` messages (SectionMessages).
 */
export function OddsMovement({ value, movement, previous, className }: OddsMovementProps) {
  const t = useTranslations('scores.movement');
  const format = useFormatter();
  if (value === null) return <span className={cn('tabular-nums text-muted', className)}>–</span>;
  const moved = movement ?? movementOf(previous, value);
  const price = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const label = previous == null || moved === 'steady' ? t(moved, { price: price(value) }) : t(`${moved}From`, { price: price(value), from: price(previous) });
  return (
    <span data-movement={moved} aria-label={label} className={cn('inline-flex items-center justify-center gap-0.5 tabular-nums', TONE[moved], className)}>
      <span aria-hidden>{price(value)}</span>
      {moved === 'up' ? <ArrowUp aria-hidden className="size-3 shrink-0" strokeWidth={3} /> : null}
      {moved === 'down' ? <ArrowDown aria-hidden className="size-3 shrink-0" strokeWidth={3} /> : null}
    </span>
  );
}

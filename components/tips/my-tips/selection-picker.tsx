'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { pickParts } from '@/components/live-room/tip-pick';
import { cn } from '@/components/ui/cn';
import type { TipQuote } from '@/lib/contract/tips';
import type { TipMarket, TipSelection } from '@/lib/domain/match-events';
import { MARKET_SELECTIONS, quotedPick } from '@/lib/domain/tip-validity';

interface SelectionPickerProps {
  quote: TipQuote;
  market: TipMarket;
  value: TipSelection | null;
  onChange: (selection: TipSelection) => void;
}

/** The market's selections as radio cards, each with its current price and line. */
export function SelectionPicker({ quote, market, value, onChange }: SelectionPickerProps) {
  const t = useTranslations('tips');
  const format = useFormatter();
  const options = MARKET_SELECTIONS[market].flatMap((selection) => {
    const quoted = quotedPick(quote, market, selection);
    return quoted.odds === null ? [] : [{ selection, ...quoted, odds: quoted.odds }];
  });
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-fg">{t('form.selection')}</legend>
      <div className="grid grid-cols-1 gap-2">
        {options.map((o) => {
          const pick = pickParts({ market, selection: o.selection, line: o.line }, quote.match.home, quote.match.away);
          const checked = value === o.selection;
          return (
            <label
              key={o.selection}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 rounded-xl border px-3 py-2.5 text-sm transition',
                checked ? 'border-accent bg-accent/10 text-fg' : 'border-border text-fg hover:border-accent/50',
              )}
            >
              <span className="flex min-w-0 items-center gap-2">
                <input type="radio" name="selection" value={o.selection} checked={checked} onChange={() => onChange(o.selection)} className="accent-[var(--color-accent)]" />
                <span className="truncate font-semibold">{t(`pick.${pick.key}`, pick.values)}</span>
              </span>
              <span className="sr-only">, {t('form.price')}: </span>
              <span className="shrink-0 font-bold tabular-nums" data-testid={`price-${o.selection}`}>
                {format.number(o.odds, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
              </span>
            </label>
          );
        })}
      </div>
      <p className="text-xs text-muted">{t('form.priceNote', { bookmaker: quote.bookmaker })}</p>
    </fieldset>
  );
}

import { Star } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { pickParts } from '@/components/live-room/tip-pick';
import type { Tip } from '@/lib/contract/room';

/** "Arsenal −0.5", "Tài 2.5", "Hòa": the pick in words. */
export function TipPickText({ tip, home, away }: { tip: Pick<Tip, 'market' | 'selection' | 'line'>; home: string; away: string }) {
  const t = useTranslations('tips');
  const pick = pickParts(tip, home, away);
  return <>{t(`pick.${pick.key}`, pick.values)}</>;
}

/** Decimal odds with two decimals in the viewer's number format. */
export function OddsNumber({ odds }: { odds: number }) {
  const format = useFormatter();
  return <>{format.number(odds, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}</>;
}

export function TipOdds({ odds }: { odds: number }) {
  const t = useTranslations('tips');
  const format = useFormatter();
  return <span className="tabular-nums">{t('odds', { odds: format.number(odds, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}</span>;
}

export function Confidence({ value }: { value: number }) {
  const t = useTranslations('tips');
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={t('confidence', { value })}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} aria-hidden className={`size-3.5 ${i < value ? 'fill-warning text-warning' : 'text-border'}`} />
      ))}
    </span>
  );
}

/** A win rate as a whole percentage, or a dash before any settled tip. */
export function WinRate({ rate }: { rate: number | null }) {
  const format = useFormatter();
  return <>{rate === null ? '–' : format.number(rate, { style: 'percent', maximumFractionDigits: 0 })}</>;
}

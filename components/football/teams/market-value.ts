import type { Locale } from '@/lib/domain/locale';
import { formatCount } from '@/lib/format/count';

type Translate = (key: 'marketValue', values: { value: string }) => string;

/** A value stored in thousands of euros, written "€1.2M" (counts per spec §9). */
export function marketValueText(thousands: number, locale: Locale, t: Translate): string {
  return t('marketValue', { value: formatCount(thousands * 1000, locale) });
}

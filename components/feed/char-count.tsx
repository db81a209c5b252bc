import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

/** Characters as the server counts them: after surrounding blanks, one per character (an emoji is one). */
export const charCount = (text: string): number => [...text.trim()].length;

/** "120 / 3000", turning to a warning past the limit; read out politely as the member types. */
export function CharCount({ id, used, max }: { id: string; used: number; max: number }) {
  const t = useTranslations('feed.composer');
  const over = used > max;
  return (
    <p id={id} aria-live="polite" className={cn('text-xs tabular-nums', over ? 'font-semibold text-live' : used > max * 0.9 ? 'text-warning' : 'text-muted')}>
      <span aria-hidden>{`${used} / ${max}`}</span>
      <span className="sr-only">{over ? t('tooLong', { n: used - max }) : t('remaining', { n: max - used })}</span>
    </p>
  );
}

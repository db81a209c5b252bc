import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { FormLetter } from '@/lib/domain/match-events';

const LETTER_TONE: Record<FormLetter, string> = {
  W: 'bg-success text-white',
  D: 'bg-muted/70 text-bg',
  L: 'bg-live text-white',
};

/** A team's latest results as coloured letters, most recent first; each one is read out in words. */
export function FormPills({ form, label, className }: { form: readonly FormLetter[]; label?: string; className?: string }) {
  const t = useTranslations('common.standings');
  return (
    <ol className={cn('flex gap-0.5', className)} aria-label={label}>
      {form.map((letter, i) => (
        <li key={i} title={t(`letter.${letter}`)} className={cn('inline-flex size-5 items-center justify-center rounded text-[10px] font-bold', LETTER_TONE[letter])}>
          <span aria-hidden>{letter}</span>
          <span className="sr-only">{t(`letter.${letter}`)}</span>
        </li>
      ))}
    </ol>
  );
}

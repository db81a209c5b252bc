import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { FORM_RESULT, type FormLetter } from '@/lib/domain/match-events';

const LETTER_TONE: Record<FormLetter, string> = {
  W: 'bg-success text-white',
  D: 'bg-muted/70 text-bg',
  L: 'bg-live-solid text-white',
};

/**
 * A team's latest results as coloured letters, most recent first. The list reads out the results
 * in words; the shared look sits on the list once, as tables repeat this for every team.
 */
export function FormPills({ form, label, className }: { form: readonly FormLetter[]; label?: string; className?: string }) {
  const t = useTranslations('common.standings');
  const words = form.map((l) => t(`letter.${l}`)).join(', ');
  return (
    <ol
      aria-label={`${label ?? t('form.short')}: ${words}`}
      title={words}
      className={cn('flex gap-0.5 [&>li]:inline-flex [&>li]:size-5 [&>li]:items-center [&>li]:justify-center [&>li]:rounded [&>li]:text-[10px] [&>li]:font-bold', className)}
    >
      {form.map((letter, i) => (
        <li key={i} aria-hidden data-result={letter} className={LETTER_TONE[letter]}>
          {t(`${FORM_RESULT[letter]}.short`)}
        </li>
      ))}
    </ol>
  );
}

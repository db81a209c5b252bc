import { Clock3 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { sportOf, typeKeyOf } from './news-links';

/** The sport and the kind of piece, as two chips. Facts of a meta line are set apart by their icons, not dots: a wrapped line leaves no dot dangling. */
export function ArticleChips({ category, type, className }: { category: string; type: string; className?: string }) {
  const t = useTranslations('news');
  const sport = sportOf(category);
  const typeKey = typeKeyOf(type);
  return (
    <p className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {sport ? <Badge variant="accent">{t(`sports.${sport}`)}</Badge> : null}
      {typeKey ? <Badge variant="neutral">{t(`types.${typeKey}`)}</Badge> : null}
    </p>
  );
}

/** Minutes to read. */
export function ReadingTime({ minutes, className }: { minutes: number; className?: string }) {
  const t = useTranslations('news.card');
  return (
    <span className={cn('inline-flex items-center gap-1', className)}>
      <Clock3 aria-hidden className="size-3.5" />
      {t('readingTime', { minutes })}
    </span>
  );
}

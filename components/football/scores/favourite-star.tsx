import { Star } from 'lucide-react';
import { useTranslations } from 'next-intl';

/** Marks a match of one of the member's favourite teams. */
export function FavouriteStar({ className = '' }: { className?: string }) {
  const t = useTranslations('scores.row');
  return (
    <span role="img" aria-label={t('favourite')} title={t('favourite')} data-testid="favourite-star" className={`inline-flex text-warning ${className}`}>
      <Star aria-hidden className="size-3.5 fill-current" />
    </span>
  );
}

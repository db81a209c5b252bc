import { Star } from 'lucide-react';

/** Marks a match of one of the member's favourite teams; `label` is the translated "favourite team" text. */
export function FavouriteStar({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} title={label} data-testid="favourite-star" className={`inline-flex text-warning ${className}`}>
      <Star aria-hidden className="size-3.5 fill-current" />
    </span>
  );
}

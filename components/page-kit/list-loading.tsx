import { Skeleton } from '@/components/ui/skeleton';

export interface ListLoadingProps {
  label: string;
  rows?: number;
  className?: string;
  /** The height of one placeholder: a card's by default, a row's for lists of lines. */
  itemClassName?: string;
}

/** Cards-shaped placeholders while a list loads. */
export function ListLoading({ label, rows = 4, className = 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3', itemClassName = 'h-40' }: ListLoadingProps) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}

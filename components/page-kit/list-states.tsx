import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from './empty-state';

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

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

/** A load that failed, with a way to try again; drawn like the empty state it stands in for. */
export function ErrorState({ title, description, icon, retryLabel, onRetry, className }: ErrorStateProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      className={className}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}

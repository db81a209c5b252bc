import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';

/** Cards-shaped placeholders while a list loads. */
export function ListLoading({ label, rows = 4, className = 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3' }: { label: string; rows?: number; className?: string }) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}

/** A failed load with a way to try again. */
export function ListFailed({ title, retryLabel, onRetry, icon }: { title: string; retryLabel: string; onRetry: () => void; icon?: ReactNode }) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}

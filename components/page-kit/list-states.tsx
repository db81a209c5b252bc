import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from './empty-state';

// The placeholders live apart so a page that only waits (lazy comments) does not carry the error and empty views.
export { ListLoading, type ListLoadingProps } from './list-loading';

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

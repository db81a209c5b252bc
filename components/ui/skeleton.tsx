import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A placeholder block while data loads; hidden from assistive tech. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-surface-2', className)} {...props} />;
}

import { Lock } from 'lucide-react';
import { cn } from '@/components/ui/cn';

/**
 * Stands in for prices while a market is suspended (a goal or a sending-off being checked): a price
 * shown then would not be on offer. The caller passes its own translation of "suspended".
 */
export function OddsSuspended({ label, className }: { label: string; className?: string }) {
  return (
    <span data-testid="odds-suspended" className={cn('inline-flex items-center justify-center gap-1 text-xs font-semibold text-warning', className)}>
      <Lock aria-hidden className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}

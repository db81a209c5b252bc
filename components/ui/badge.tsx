import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export type BadgeVariant = 'neutral' | 'accent' | 'live' | 'success' | 'warning' | 'outline';

const VARIANTS: Record<BadgeVariant, string> = {
  neutral: 'bg-surface-2 text-muted',
  accent: 'bg-accent/15 text-accent',
  live: 'bg-live-solid text-white',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning/15 text-warning',
  outline: 'border border-border text-muted',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-[11px] font-bold leading-none tracking-wide uppercase',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

/** A small dot that pulses while something is on air. */
export function LiveDot({ className }: { className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'relative inline-block size-1.5 rounded-full bg-current after:absolute after:inset-0 after:rounded-full after:bg-current after:animate-live-ring motion-reduce:after:animate-none',
        className,
      )}
    />
  );
}

/** The red on-air badge; `label` is the translated word for "live". */
export function LiveBadge({ label, className }: { label: string; className?: string }) {
  return (
    <Badge variant="live" className={className}>
      <LiveDot />
      {label}
    </Badge>
  );
}

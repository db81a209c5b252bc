'use client';

import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';

export const FIELD_CLASS = cn(
  'h-11 w-full rounded-xl border border-border bg-bg px-3 text-base text-fg outline-none transition sm:text-sm',
  'focus:border-accent focus:ring-2 focus:ring-accent/25 disabled:opacity-60',
);

/** A labelled native select: phones get their own picker, and it needs no script to work. */
export function SelectField({ id, label, children, className, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & { id: string; label: string; children: ReactNode }) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">{label}</label>
      <select id={id} className={FIELD_CLASS} {...rest}>
        {children}
      </select>
    </div>
  );
}

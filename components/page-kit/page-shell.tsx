import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

const WIDTHS = {
  /** The layout's full content width: lists and grids. */
  full: '',
  /** A column for forms and reading: account, applications, the outbox. */
  narrow: 'mx-auto w-full max-w-3xl',
  /** Wider than a column, narrower than the layout: member pages. */
  wide: 'mx-auto w-full max-w-5xl',
} as const;

const GAPS = { 4: 'gap-4', 5: 'gap-5', 6: 'gap-6' } as const;

export interface PageShellProps {
  width?: keyof typeof WIDTHS;
  /** Space between the header and the blocks of the page. */
  gap?: keyof typeof GAPS;
  children: ReactNode;
}

/** The frame of a page's content: its width and the same space above and below on every page. */
export function PageShell({ width = 'full', gap = 5, children }: PageShellProps) {
  return <div className={cn('flex flex-col py-4 md:py-6', WIDTHS[width], GAPS[gap])}>{children}</div>;
}

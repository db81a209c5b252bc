import type { HTMLAttributes } from 'react';
import { cn } from '@/components/ui/cn';

const SIZES = {
  /** A page of its own: account, a team, a promotion. */
  page: 'text-xl md:text-2xl',
  /** A page inside a section with its own tabs above (schedule, chat rooms). */
  section: 'text-lg md:text-xl',
} as const;

export interface PageTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  size?: keyof typeof SIZES;
  /** The title starts with an icon: the two sit on one line with a gap. */
  withIcon?: boolean;
}

/** A page's one `<h1>`, the same size and weight on every page of the site. */
export function PageTitle({ size = 'page', withIcon = false, className, children, ...rest }: PageTitleProps) {
  return (
    <h1 className={cn(SIZES[size], 'font-bold tracking-tight text-fg', withIcon && 'flex items-center gap-2', className)} {...rest}>
      {children}
    </h1>
  );
}

import type { ReactNode } from 'react';
import { cn } from './cn';

export interface SectionHeadingProps {
  children: ReactNode;
  /** An icon shown before the title. */
  icon?: ReactNode;
  /** Something on the right, typically a "see all" link. */
  action?: ReactNode;
  id?: string;
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}

export function SectionHeading({ children, icon, action, id, as: Heading = 'h2', className }: SectionHeadingProps) {
  return (
    <div className={cn('mb-3 flex items-center justify-between gap-3', className)}>
      <Heading id={id} className="flex min-w-0 items-center gap-2 text-base font-bold tracking-tight text-fg md:text-lg">
        {icon ? <span className="text-accent [&_svg]:size-5">{icon}</span> : null}
        <span className="truncate">{children}</span>
      </Heading>
      {action ? <div className="shrink-0 text-sm">{action}</div> : null}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';

interface StudioCardProps {
  icon: IconName;
  title: string;
  /** Beside the title: a badge, a count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  testId?: string;
}

/** One panel of the studio: a card (as components/ui/card draws it) that is a section named by its heading. */
export function StudioCard({ icon, title, aside, children, className, testId }: StudioCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-4 rounded-xl border border-border bg-surface p-4 text-fg shadow-sm shadow-black/[0.03]', className)}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-bold text-fg">
          <Icon name={icon} className="size-4.5 text-accent" />
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

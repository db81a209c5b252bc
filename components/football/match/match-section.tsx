import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/section-heading';
import { cn } from '@/components/ui/cn';

interface MatchSectionProps {
  /** Anchor of the section, as the section nav links it. */
  id: string;
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One block of the match page, reachable by its anchor. */
export function MatchSection({ id, title, icon, action, children, className }: MatchSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-28 rounded-xl border border-border bg-surface p-3 md:p-4', className)}>
      <SectionHeading id={`${id}-title`} icon={icon} action={action}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}

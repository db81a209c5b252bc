import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

export interface SectionShellProps {
  /** The section's mark beside every one of its titles. */
  icon: LucideIcon;
  title: string;
  intro?: string;
  /** What sits at the heading's end, such as a switch that applies to the whole section. */
  action?: ReactNode;
  /** The section's own tabs. */
  nav: ReactNode;
  /** What narrows this page below the tabs: a second row of tabs, an order. */
  subnav?: ReactNode;
  /** Markup for the document head (feed links), rendered before the heading. */
  head?: ReactNode;
  children: ReactNode;
}

/** Every list page of a section: the heading, the section's tabs, what narrows the page, then its content. */
export function SectionShell({ icon: Icon, title, intro, action, nav, subnav, head, children }: SectionShellProps) {
  return (
    <div className="flex flex-col gap-5 py-4 md:gap-6 md:py-6">
      {head}
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <PageTitle size="section" className="flex items-start gap-2">
              <Icon aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
              <span className="min-w-0">{title}</span>
            </PageTitle>
            {intro ? <p className="text-sm text-muted">{intro}</p> : null}
          </div>
          {action}
        </div>
        {nav}
        {subnav}
      </div>
      {children}
    </div>
  );
}

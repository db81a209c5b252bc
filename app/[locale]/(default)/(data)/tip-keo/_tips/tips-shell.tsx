import type { ReactNode } from 'react';
import { Lightbulb } from 'lucide-react';
import { PageTitle } from '@/components/page-kit/page-title';
import { TipsNav } from '@/components/tips/tips-nav';

/** Every tip page: its heading, the section's tabs, then its own content. */
export function TipsShell({ title, intro, subnav, children }: { title: string; intro?: string; subnav?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 py-4 md:py-6">
      <div className="flex flex-col gap-3">
        <div className="space-y-1">
          <PageTitle size="section" className="flex items-start gap-2">
            <Lightbulb aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
            <span className="min-w-0">{title}</span>
          </PageTitle>
          {intro ? <p className="text-sm text-muted">{intro}</p> : null}
        </div>
        <TipsNav />
        {subnav}
      </div>
      {children}
    </div>
  );
}

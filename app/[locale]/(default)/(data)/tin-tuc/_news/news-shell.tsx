import type { ReactNode } from 'react';
import { Newspaper } from 'lucide-react';
import { NewsNav } from '@/components/news/news-nav';
import { PageTitle } from '@/components/page-kit/page-title';

/** Every news list: its heading, the section's tabs and sports, then its own content. */
export function NewsShell({ title, intro, subnav, children }: { title: string; intro?: string; subnav?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 py-4 md:gap-6 md:py-6">
      <div className="flex flex-col gap-3">
        <div className="space-y-1">
          <PageTitle size="section" className="flex items-start gap-2">
            <Newspaper aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
            <span className="min-w-0">{title}</span>
          </PageTitle>
          {intro ? <p className="text-sm text-muted">{intro}</p> : null}
        </div>
        <NewsNav />
        {subnav}
      </div>
      {children}
    </div>
  );
}

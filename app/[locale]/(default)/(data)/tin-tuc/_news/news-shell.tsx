import type { ReactNode } from 'react';
import { Newspaper } from 'lucide-react';
import { NewsFeedLinks } from '@/components/news/news-feed-links';
import { NewsNav } from '@/components/news/news-nav';
import type { NewsCategory } from '@/lib/domain/news';
import { PageTitle } from '@/components/page-kit/page-title';

interface NewsShellProps {
  title: string;
  intro?: string;
  subnav?: ReactNode;
  /** The sport the list is of, whose feed the page offers beside every sport's. */
  category?: NewsCategory;
  children: ReactNode;
}

/** Every news list: its heading, the section's tabs and sports, then its own content; the head links its feeds. */
export function NewsShell({ title, intro, subnav, category, children }: NewsShellProps) {
  return (
    <div className="flex flex-col gap-5 py-4 md:gap-6 md:py-6">
      <NewsFeedLinks category={category} />
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

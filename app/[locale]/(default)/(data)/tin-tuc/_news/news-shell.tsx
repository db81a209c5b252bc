import type { ReactNode } from 'react';
import { Newspaper } from 'lucide-react';
import { NewsFeedLinks } from '@/components/news/news-feed-links';
import { NewsNav } from '@/components/news/news-nav';
import { SectionShell } from '@/components/page-kit/section-shell';
import type { NewsCategory } from '@/lib/domain/news';

interface NewsShellProps {
  title: string;
  intro?: string;
  subnav?: ReactNode;
  /** The sport the list is of, whose feed the page offers beside every sport's. */
  category?: NewsCategory;
  children: ReactNode;
}

/** Every news list: the section's frame with its mark and tabs; the head links its feeds. */
export function NewsShell({ title, intro, subnav, category, children }: NewsShellProps) {
  return (
    <SectionShell icon={Newspaper} title={title} intro={intro} nav={<NewsNav />} subnav={subnav} head={<NewsFeedLinks category={category} />}>
      {children}
    </SectionShell>
  );
}

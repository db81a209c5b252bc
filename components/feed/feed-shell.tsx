import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Newspaper, type LucideIcon } from 'lucide-react';
import { SectionMessages } from '@/components/i18n/section-messages';
import { SectionShell } from '@/components/page-kit/section-shell';
import { FeedQuickLinks, FeedTabs } from './feed-nav';
import { FeedSidebar } from './feed-sidebar';
import { FeedViewerProvider, OnceViewerKnown } from './feed-viewer';

interface FeedShellProps {
  title: string;
  intro?: string;
  icon?: LucideIcon;
  /** Beside the title (the feed's order). */
  action?: ReactNode;
  viewer: number;
  timeZone: string;
  renderedAt: number;
  /** Set on a members' shell: shown in the page's place until the browser knows its member. */
  shellPlaceholder?: ReactNode;
  children: ReactNode;
}

/** Every page of the feed: its title and tabs, the page in a reading column, and the side column on wide screens. */
export function FeedShell({ title, intro, icon = Newspaper, action, viewer, timeZone, renderedAt, shellPlaceholder, children }: FeedShellProps) {
  return (
    <SectionMessages namespaces={['feed', 'comments']}>
      <FeedViewerProvider serverViewer={viewer} memberShell={shellPlaceholder !== undefined} timeZone={timeZone} renderedAt={renderedAt}>
        <SectionShell icon={icon} title={title} intro={intro} action={action} nav={<FeedTabs />} subnav={<FeedQuickLinks />}>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,42rem)_18rem] lg:justify-center xl:grid-cols-[minmax(0,44rem)_20rem]">
            <div className="mx-auto flex w-full max-w-2xl min-w-0 flex-col gap-4 lg:mx-0 lg:max-w-none">
              {shellPlaceholder === undefined ? children : <OnceViewerKnown placeholder={shellPlaceholder}>{children}</OnceViewerKnown>}
            </div>
            <FeedAside />
          </div>
        </SectionShell>
      </FeedViewerProvider>
    </SectionMessages>
  );
}

function FeedAside() {
  const t = useTranslations('feed.side');
  return (
    <aside aria-label={t('label')} className="hidden lg:block">
      <div className="sticky top-[calc(var(--spacing-header)+1rem)]">
        <FeedSidebar />
      </div>
    </aside>
  );
}

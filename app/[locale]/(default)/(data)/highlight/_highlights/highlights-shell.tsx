import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Clapperboard } from 'lucide-react';
import { HighlightsNav, SortLinks } from '@/components/highlights/highlights-nav';
import { SpoilerToggle } from '@/components/highlights/spoiler';
import { SectionMessages } from '@/components/i18n/section-messages';
import { PageTitle } from '@/components/page-kit/page-title';
import type { HighlightCategory, HighlightSort } from '@/lib/domain/highlights';

interface HighlightsShellProps {
  title: string;
  intro?: string;
  category?: HighlightCategory;
  path: string;
  sort: HighlightSort;
  children: ReactNode;
}

/** Every highlights list: heading, spoiler-free switch, sports and types, the order, then the clips. */
export async function HighlightsShell({ title, intro, category, path, sort, children }: HighlightsShellProps) {
  const t = await getTranslations('highlights.spoiler');
  return (
    <SectionMessages namespaces={['highlights']}>
      <div className="flex flex-col gap-5 py-4 md:gap-6 md:py-6">
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0 space-y-1">
              <PageTitle size="section" className="flex items-start gap-2">
                <Clapperboard aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
                <span className="min-w-0">{title}</span>
              </PageTitle>
              {intro ? <p className="text-sm text-muted">{intro}</p> : null}
            </div>
            <SpoilerToggle label={t('toggle')} />
          </div>
          <HighlightsNav category={category} />
          <div><SortLinks path={path} sort={sort} /></div>
        </div>
        {children}
      </div>
    </SectionMessages>
  );
}

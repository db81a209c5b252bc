import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Clapperboard } from 'lucide-react';
import { HighlightsNav, SortLinks } from '@/components/highlights/highlights-nav';
import { SpoilerToggle } from '@/components/highlights/spoiler-toggle';
import { SectionMessages } from '@/components/i18n/section-messages';
import { SectionShell } from '@/components/page-kit/section-shell';
import type { HighlightCategory, HighlightSort } from '@/lib/domain/highlights';

interface HighlightsShellProps {
  title: string;
  intro?: string;
  category?: HighlightCategory;
  path: string;
  sort: HighlightSort;
  children: ReactNode;
}

/** Every highlights list: the section's frame with the spoiler-free switch, sports and types, and the order. */
export async function HighlightsShell({ title, intro, category, path, sort, children }: HighlightsShellProps) {
  const t = await getTranslations('highlights.spoiler');
  return (
    <SectionMessages namespaces={['highlights']}>
      <SectionShell
        icon={Clapperboard}
        title={title}
        intro={intro}
        action={<SpoilerToggle label={t('toggle')} />}
        nav={<HighlightsNav category={category} />}
        subnav={<div><SortLinks path={path} sort={sort} /></div>}
      >
        {children}
      </SectionShell>
    </SectionMessages>
  );
}

import { getTranslations } from 'next-intl/server';

export const MATCH_SECTIONS = ['timeline', 'lineups', 'statistics', 'h2h', 'standings', 'odds', 'rooms'] as const;
export type MatchSectionId = (typeof MATCH_SECTIONS)[number];

/** Anchors to each section of the page: on a phone the page is long. */
export async function SectionNav({ sections }: { sections: readonly MatchSectionId[] }) {
  const t = await getTranslations('match.nav');
  return (
    <nav aria-label={t('label')} className="scrollbar-none sticky top-[var(--spacing-header,3.5rem)] z-10 -mx-1 overflow-x-auto bg-bg/95 py-2 backdrop-blur">
      <ul className="flex min-w-max gap-1 px-1">
        {sections.map((id) => (
          <li key={id}>
            <a href={`#${id}`} className="block rounded-full border border-border bg-surface px-3 py-1 text-xs font-semibold text-muted hover:border-accent/50 hover:text-accent">
              {t(id)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { setRequestLocale } from 'next-intl/server';
import { HIGHLIGHTS_ROOT, highlightListPath } from '@/lib/domain/highlights';
import { ClipFeed } from '../../_highlights/clip-feed';
import { HighlightsShell } from '../../_highlights/highlights-shell';
import { categoryOrNotFound, listHeading, localeOf, pageOf, sortOf, typeMetadata, typeOrNotFound, type HighlightPageProps } from '../../_highlights/page-context';

type Props = HighlightPageProps<{ category: string; type: string }>;

export const generateMetadata = typeMetadata;

/** /highlight/{sport}/{type}: one sport's clips of one kind. */
export default async function HighlightTypePage({ params, searchParams }: Props) {
  const { locale: requested, category: c, type: ty } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const path = `${HIGHLIGHTS_ROOT}/${c}/${ty}`;
  const category = categoryOrNotFound(c, path);
  const type = typeOrNotFound(ty, category, path);
  const [heading, search] = await Promise.all([listHeading(locale, { category, type }), searchParams]);
  const sort = sortOf(search);
  return (
    <HighlightsShell title={heading.title} intro={heading.description} category={category} path={highlightListPath(category, type)} sort={sort}>
      <ClipFeed filter={{ category, type }} sort={sort} page={pageOf(search)} path={highlightListPath(category, type)} label={heading.title} />
    </HighlightsShell>
  );
}

import { setRequestLocale } from 'next-intl/server';
import { HIGHLIGHTS_ROOT, highlightListPath } from '@/lib/domain/highlights';
import { ClipFeed } from '../_highlights/clip-feed';
import { HighlightsShell } from '../_highlights/highlights-shell';
import { categoryMetadata, categoryOrNotFound, listHeading, localeOf, pageOf, sortOf, type HighlightPageProps } from '../_highlights/page-context';

type Props = HighlightPageProps<{ category: string }>;

export const generateMetadata = categoryMetadata;

/** /highlight/{sport}: one sport's clips. */
export default async function HighlightCategoryPage({ params, searchParams }: Props) {
  const { locale: requested, category: c } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const category = categoryOrNotFound(c, `${HIGHLIGHTS_ROOT}/${c}`);
  const [heading, search] = await Promise.all([listHeading(locale, { category }), searchParams]);
  const sort = sortOf(search);
  const path = highlightListPath(category);
  return (
    <HighlightsShell title={heading.title} intro={heading.description} category={category} path={path} sort={sort}>
      <ClipFeed filter={{ category }} sort={sort} page={pageOf(search)} path={path} label={heading.title} />
    </HighlightsShell>
  );
}

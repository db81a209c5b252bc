import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { LazyComments } from '@/components/comments/lazy-comments';
import { ClipView } from '@/components/highlights/clip-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { SaveButton } from '@/components/saved/save-button';
import { JsonLdScript } from '@/components/seo/json-ld';
import { CountView } from '@/components/views/count-view';
import { clipPath, HIGHLIGHTS_ROOT } from '@/lib/domain/highlights';
import { getPathname } from '@/lib/i18n/navigation';
import { clipMetadata, clipOrNotFound, clipStructuredData, findClip } from '../../../_highlights/clip-page';
import { localeOf, renderedAt, startOf, viewerZone, type HighlightPageProps } from '../../../_highlights/page-context';

type Props = HighlightPageProps<{ category: string; type: string; slug: string }>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const data = await findClip(slug);
  return data ? clipMetadata(data.clip, localeOf(locale)) : {};
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * /highlight/{sport}/{type}/{slug}-{id}: one clip. The id is what counts: a changed title or a mistyped
 * slug redirects (308) to the canonical path, keeping a moment's `?t=`.
 */
export default async function ClipPage({ params, searchParams }: Props) {
  const { locale: requested, category, type, slug } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const path = `${HIGHLIGHTS_ROOT}/${category}/${type}/${slug}`;
  const [{ clip, moments, related }, search] = await Promise.all([clipOrNotFound(path, slug), searchParams]);
  const startAt = startOf(search);
  const canonical = clipPath(clip);
  if (safeDecode(path) !== canonical) permanentRedirect(getPathname({ href: clipPath(clip, startAt ?? undefined), locale }));
  const [timeZone, structuredData] = await Promise.all([viewerZone(), clipStructuredData(clip, locale)]);
  return (
    <SectionMessages namespaces={['highlights', 'player', 'comments', 'saved']}>
      <JsonLdScript data={structuredData} />
      <ClipView
        clip={clip}
        moments={moments}
        related={related}
        timeZone={timeZone}
        now={renderedAt()}
        startAt={startAt}
        actions={<SaveButton kind="clip" id={clip.id} />}
        comments={<LazyComments kind="clip" itemId={clip.id} />}
      />
      <CountView kind="clip" id={clip.id} />
    </SectionMessages>
  );
}

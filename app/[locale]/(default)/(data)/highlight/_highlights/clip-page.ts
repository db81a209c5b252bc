import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { typeKeyOf } from '@/components/highlights/clip-card';
import { POSTER_SIZE } from '@/components/highlights/poster-size';
import { BRAND_NAME } from '@/components/layout/brand';
import { highlightDetailQuery } from '@/lib/api/queries/highlights';
import type { Clip } from '@/lib/contract/highlights';
import { clipIdFromSlug, clipPath, HIGHLIGHTS_ROOT, highlightListPath } from '@/lib/domain/highlights';
import type { Locale } from '@/lib/domain/locale';
import { PAGE_HEADERS } from '@/lib/seo/page-headers';
import { sharedPageMetadata } from '@/lib/seo/page-metadata';
import { pageUrls } from '@/lib/seo/page-urls';
import { requestOrigin } from '@/lib/seo/site-origin';
import { breadcrumbLd, videoObjectLd, type JsonLd } from '@/lib/seo/structured-data';
import { foundOrNull } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';

/** The clip a slug ends in, or null. A failure is thrown (the error view). */
export async function findClip(slug: string) {
  const id = clipIdFromSlug(slug);
  if (id === null) return null;
  return foundOrNull(await serverQuery(highlightDetailQuery(id)), `clip ${id}`);
}

export async function clipOrNotFound(path: string, slug: string) {
  const data = await findClip(slug);
  if (!data) routeValidationNotFound(path);
  return data;
}

async function describe(clip: Clip, locale: Locale): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'highlights' });
  const key = typeKeyOf(clip.type);
  return `${t(`sports.${clip.category}`)} · ${key ? t(`types.${key}`) : ''} · ${clip.chapters.filter((c) => c.minute !== null).map((c) => c.label).join(', ')}`.slice(0, 300);
}

export async function clipMetadata(clip: Clip, locale: Locale): Promise<Metadata> {
  const requestHeaders = await headers();
  const { openGraph, twitter } = sharedPageMetadata({
    origin: requestOrigin(requestHeaders),
    target: requestHeaders.get(PAGE_HEADERS.target) ?? `/${locale}`,
    siteName: BRAND_NAME,
    image: { url: clip.poster, ...POSTER_SIZE, alt: clip.title },
  });
  const description = await describe(clip, locale);
  return {
    title: clip.title,
    description,
    openGraph: { ...openGraph, type: 'video.other', title: clip.title, description },
    twitter: { ...twitter, title: clip.title, description },
  };
}

/** A VideoObject with a Clip per chapter, and the trail to it. */
export async function clipStructuredData(clip: Clip, locale: Locale): Promise<JsonLd[]> {
  const [urls, t] = await Promise.all([pageUrls(locale), getTranslations({ locale, namespace: 'highlights' })]);
  const url = urls.page(clipPath(clip));
  const video = videoObjectLd({
    name: clip.title,
    description: await describe(clip, locale),
    url,
    thumbnailUrl: urls.file(clip.poster),
    contentUrl: urls.file(clip.stream),
    uploadDate: clip.publishedAt,
    durationSeconds: clip.durationSeconds,
    chapters: clip.chapters.map((c) => ({ name: c.label, atSeconds: c.atSeconds })),
  });
  const key = typeKeyOf(clip.type);
  const trail = [
    { name: t('title'), url: urls.page(HIGHLIGHTS_ROOT) },
    { name: t(`sports.${clip.category}`), url: urls.page(highlightListPath(clip.category)) },
    ...(key ? [{ name: t(`types.${key}`), url: urls.page(highlightListPath(clip.category, clip.type)) }] : []),
    { name: clip.title, url },
  ];
  return [video, breadcrumbLd(trail)];
}

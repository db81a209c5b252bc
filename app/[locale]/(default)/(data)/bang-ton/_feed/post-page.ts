import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { BRAND_NAME } from '@/components/layout/brand';
import { feedPostQuery } from '@/lib/api/queries/feed';
import type { Post } from '@/lib/contract/feed';
import { postPath, profilePath } from '@/lib/domain/feed';
import type { Locale } from '@/lib/domain/locale';
import { PAGE_HEADERS } from '@/lib/seo/page-headers';
import { sharedPageMetadata } from '@/lib/seo/page-metadata';
import { pageUrls } from '@/lib/seo/page-urls';
import { requestOrigin } from '@/lib/seo/site-origin';
import type { JsonLd } from '@/lib/seo/structured-data';
import { foundOrNull } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';

const TITLE_CHARS = 70;
const DESCRIPTION_CHARS = 200;

/** The post the reader may see, or null (unknown, deleted, or not for this reader: the 404). A failure is thrown (the error view). */
export async function findPost(viewer: number, id: number): Promise<Post | null> {
  return foundOrNull(await serverQuery(feedPostQuery(viewer, id)), `post ${id}`);
}

/** The text on one line, cut at a word near `max` characters. */
function clip(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if ([...line].length <= max) return line;
  const cut = [...line].slice(0, max).join('');
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max * 0.6)).trimEnd()}…`;
}

async function titles(post: Post, locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'feed.meta' });
  const name = post.author.displayName;
  const text = post.body.trim() || post.shared?.body.trim() || post.poll?.question?.trim() || '';
  return {
    title: text ? clip(text, TITLE_CHARS) : t('postTitle', { name }),
    description: text ? clip(`${name}: ${text}`, DESCRIPTION_CHARS) : t('postDescription', { name }),
  };
}

/** Title from the text, the first picture as the share card; the canonical address and alternates as every page has them. */
export async function postMetadata(post: Post, locale: Locale): Promise<Metadata> {
  const requestHeaders = await headers();
  const { title, description } = await titles(post, locale);
  const picture = post.images[0] ?? post.shared?.images[0];
  const { alternates, openGraph, twitter } = sharedPageMetadata({
    origin: requestOrigin(requestHeaders),
    target: requestHeaders.get(PAGE_HEADERS.target) ?? `/${locale}${postPath(post.id)}`,
    siteName: BRAND_NAME,
    ...(picture ? { image: { url: picture.src, width: picture.width, height: picture.height, alt: title } } : {}),
  });
  return {
    title,
    description,
    alternates,
    // A post that only friends (or its author) may read is nobody's search result.
    ...(post.audience !== 'public' ? { robots: { index: false, follow: false } } : {}),
    openGraph: { ...openGraph, type: 'article', title, description },
    twitter: { ...twitter, title, description },
  };
}

/** The post as schema.org's SocialMediaPosting. */
export async function postStructuredData(post: Post, locale: Locale): Promise<JsonLd> {
  const [urls, { title }] = await Promise.all([pageUrls(locale), titles(post, locale)]);
  return {
    '@context': 'https://schema.org',
    '@type': 'SocialMediaPosting',
    headline: title,
    url: urls.page(postPath(post.id)),
    datePublished: new Date(post.createdAt).toISOString(),
    ...(post.editedAt !== null ? { dateModified: new Date(post.editedAt).toISOString() } : {}),
    ...(post.body ? { articleBody: post.body } : {}),
    ...(post.images.length > 0 ? { image: post.images.map((i) => urls.file(i.src)) } : {}),
    author: { '@type': 'Person', name: post.author.displayName, url: urls.page(profilePath(post.author.userId)) },
    interactionStatistic: [
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/CommentAction', userInteractionCount: post.commentCount },
      { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ShareAction', userInteractionCount: post.shareCount },
    ],
  };
}

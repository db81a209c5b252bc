import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { BRAND_NAME } from '@/components/layout/brand';
import { SectionMessages } from '@/components/i18n/section-messages';
import { firstCursorPage, type CursorPage } from '@/lib/api/queries/cursor-list';
import type { Locale } from '@/lib/domain/locale';
import type { Namespace } from '@/lib/i18n/namespaces';
import { PAGE_HEADERS } from '@/lib/seo/page-headers';
import { sharedPageMetadata } from '@/lib/seo/page-metadata';
import { requestOrigin } from '@/lib/seo/site-origin';
import { prefill, serverQuery } from '@/server/api/server-query';

/** The feed's own messages (its cards, composer and side column) plus the community section's that a page uses. */
export function HubMessages({ namespaces, children }: { namespaces: readonly Namespace[]; children: ReactNode }) {
  return <SectionMessages namespaces={['feed', 'comments', ...namespaces]}>{children}</SectionMessages>;
}

/**
 * Draws a list's first page with the page and hands it to the browser's list, which goes on from its
 * cursor. On failure the browser asks itself and shows its error view if that fails too.
 */
export async function prefetchFirst<Item, K extends QueryKey>(first: FetchQueryOptions<CursorPage<Item>, Error, CursorPage<Item>, K>, listKey: QueryKey): Promise<void> {
  const page = await serverQuery(first);
  if (page.ok) prefill(listKey, firstCursorPage(page.data));
}

interface DetailMetadataInput {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  /** The page's own share picture (a cover), else the site's card. */
  image?: { url: string; width: number; height: number } | null;
  /** Pages that show only to some readers stay out of search engines. */
  noindex?: boolean;
}

/** A detail page's head: its title and description, canonical address and alternates, and share cards with its own picture. */
export async function detailMetadata({ locale, path, title, description, image, noindex }: DetailMetadataInput): Promise<Metadata> {
  const requestHeaders = await headers();
  const { alternates, openGraph, twitter } = sharedPageMetadata({
    origin: requestOrigin(requestHeaders),
    target: requestHeaders.get(PAGE_HEADERS.target) ?? `/${locale}${path}`,
    siteName: BRAND_NAME,
    ...(image ? { image: { ...image, alt: title } } : {}),
  });
  return {
    title,
    description,
    alternates,
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
    openGraph: { ...openGraph, title, description },
    twitter: { ...twitter, title, description },
  };
}

/** A description on one line, cut near `max` characters. */
export function oneLine(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return [...line].length <= max ? line : `${[...line].slice(0, max - 1).join('').trimEnd()}…`;
}

import { headers } from 'next/headers';
import type { Locale } from '@/lib/domain/locale';
import { localizedPath, splitHref } from './alternates';
import { requestOrigin } from './site-origin';

export interface PageUrls {
  /** A page of the site in this locale, absolute ("/doi-bong/arsenal/3" → "https://…/en/doi-bong/arsenal/3"). */
  page: (path: string) => string;
  /** A file of the site (crest, poster), absolute; files have no language. */
  file: (path: string) => string;
}

/** Absolute addresses for structured data, on the origin this request came to. */
export async function pageUrls(locale: Locale): Promise<PageUrls> {
  const origin = requestOrigin(await headers());
  return {
    page: (href) => {
      const { path, query } = splitHref(href);
      return origin + localizedPath(locale, path, query);
    },
    file: (path) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`),
  };
}

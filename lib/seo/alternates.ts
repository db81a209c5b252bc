import { DEFAULT_LOCALE, HTML_LANG, LOCALES, isLocale, type Locale } from '@/lib/domain/locale';

/** Query parameters that never make a different page: campaign tags, click ids, Next's router marker. */
const NOT_PART_OF_THE_PAGE = /^(?:utm_[a-z_]+|fbclid|gclid|msclkid|_rsc)$/i;

/** A page's address without its locale: the path every language shares, and the query that selects content. */
export interface PageAddress {
  locale: Locale;
  /** Starts with "/"; "/" for the home page. */
  path: string;
  /** "" or "?a=1&b=2", in the order the request had them. */
  query: string;
}

/** Splits a request target ("/en/tip-keo?page=2") into locale, shared path and meaningful query. */
export function pageAddressOf(target: string): PageAddress {
  const url = new URL(target, 'http://site.invalid');
  const [, first = '', ...rest] = url.pathname.split('/');
  const prefixed = isLocale(first) && first !== DEFAULT_LOCALE;
  const locale: Locale = prefixed ? first : DEFAULT_LOCALE;
  const path = prefixed ? `/${rest.join('/')}` : url.pathname;
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => !NOT_PART_OF_THE_PAGE.test(name)));
  const query = kept.size > 0 ? `?${kept.toString()}` : '';
  return { locale, path: path.length > 1 ? path.replace(/\/+$/, '') : '/', query };
}

/** A locale-free address split at its query: "/tran-dau/a-vs-b/7?leagueId=2" → path and "?leagueId=2". */
export function splitHref(href: string): { path: string; query: string } {
  const q = href.indexOf('?');
  return q < 0 ? { path: href, query: '' } : { path: href.slice(0, q), query: href.slice(q) };
}

/** The address of the same page in `locale`: the default language has no prefix (routing's "as-needed"). */
export function localizedPath(locale: Locale, path: string, query = ''): string {
  if (locale === DEFAULT_LOCALE) return `${path}${query}`;
  return `/${locale}${path === '/' ? '' : path}${query}`;
}

/** Canonical address and hreflang alternates (every locale and x-default) of a page, absolute. */
export function alternatesOf(origin: string, page: PageAddress): { canonical: string; languages: Record<string, string> } {
  const absolute = (locale: Locale) => `${origin}${localizedPath(locale, page.path, page.query)}`;
  const languages: Record<string, string> = {};
  for (const locale of LOCALES) languages[HTML_LANG[locale]] = absolute(locale);
  // Without a prefix the site picks the visitor's language: the right target for "any other language".
  languages['x-default'] = absolute(DEFAULT_LOCALE);
  return { canonical: absolute(page.locale), languages };
}

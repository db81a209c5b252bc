import { cookies } from 'next/headers';
import { hasLocale } from 'next-intl';
import { COOKIES } from '@/lib/domain/constants';
import type { Locale } from '@/lib/domain/locale';
import { resolveZone } from '@/lib/format/date';
import { routing } from '@/lib/i18n/routing';

/**
 * What every server page reads of its request, in one place: the page's locale and the viewer's
 * time zone. Section helpers re-export these rather than write their own.
 */

/** A page's query string values as Next hands them over. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The `[locale]` segment as a supported locale; anything else is the default (the layout 404s it first). */
export function localeOf(requested: string): Locale {
  return hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
}

/** The viewer's zone from the timezone cookie, else the site's default zone. */
export async function viewerZone(): Promise<string> {
  return resolveZone((await cookies()).get(COOKIES.timezone)?.value);
}

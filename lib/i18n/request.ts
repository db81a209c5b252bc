import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { OFFSET_FALLBACK_ZONE } from '@/lib/domain/constants';
import { routing } from './routing';
import { loadMessages } from './messages';
import { NAMESPACES } from './namespaces';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  // The [locale] segment also catches unknown paths such as /favicon.png: never load those as a locale.
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale, NAMESPACES),
    timeZone: OFFSET_FALLBACK_ZONE,
  };
});

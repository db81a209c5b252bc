import { cookies, headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { COOKIES, DEFAULT_CURRENCY } from '@/lib/domain/constants';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';
import { isMemberShell } from '@/lib/seo/page-headers';
import { setServerContextSource, type RequestContext } from './request-context';

/**
 * Server side of the request headers: the visitor's cookies and locale, read from Next's
 * request-scoped storage at call time (module state here is shared by all requests).
 * Import only from server code; `next/headers` is not allowed in client bundles.
 */
async function localeOfRequest(): Promise<Locale> {
  try {
    const locale = await getLocale();
    return isLocale(locale) ? locale : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

async function serverRequestContext(): Promise<RequestContext> {
  const locale = await localeOfRequest();
  try {
    const [jar, sent] = await Promise.all([cookies(), headers()]);
    // A members' shell is drawn for every member alike: its calls carry no member's token.
    return {
      token: isMemberShell(sent) ? null : jar.get(COOKIES.token)?.value || null,
      guestToken: jar.get(COOKIES.guestToken)?.value || null,
      currency: jar.get(COOKIES.currency)?.value || DEFAULT_CURRENCY,
      locale,
    };
  } catch {
    // Outside a request (build time): anonymous headers.
    return { token: null, guestToken: null, currency: DEFAULT_CURRENCY, locale };
  }
}

setServerContextSource(serverRequestContext);

import { getLocale, getTranslations } from 'next-intl/server';
import { isLocale, DEFAULT_LOCALE } from '@/lib/domain/locale';
import { ErrorBody, ErrorView } from './error-view';
import { localizedPath } from './locale-path';
import { RequestedPath } from './requested-path';

const SLOT = '\u2063path\u2063';

export type NotFoundKind = 'notFound' | 'routeNotFound';

/**
 * 404 page. `notFound`: no route matches ('Page not found: {path}'); `routeNotFound`: a route
 * matched but its parameters are invalid ('Page Not Found: {path}'). Inside the site's layout
 * (`inSite`) it keeps the header and navigation, and is only the message; elsewhere it brings its own bar.
 */
export async function NotFoundView({ kind, inSite = false }: { kind: NotFoundKind; inSite?: boolean }) {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const t = await getTranslations({ locale, namespace: 'errors' });
  // The path is only known in the route's context or the browser, so the message leaves a slot for it.
  const message = kind === 'notFound' ? t('notFound.message', { path: SLOT }) : t('routeNotFound.message', { path: SLOT });
  const [before = '', after = ''] = message.split(SLOT);
  const heading = (
    <>
      {before}
      <RequestedPath />
      {after}
    </>
  );
  const props = {
    code: t('notFound.code'),
    heading,
    description: kind === 'notFound' ? t('notFound.description') : t('routeNotFound.description'),
    homeHref: localizedPath(locale, '/'),
    homeLabel: t('backHome'),
  };
  return (
    <>
      {/* React places the title in the document head; a not-found page has no metadata of its own. */}
      <title>{t('notFound.title')}</title>
      {inSite ? <ErrorBody {...props} /> : <ErrorView {...props} />}
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import { ErrorView } from '@/components/app/error-view';
import { HTML_LANG } from '@/lib/domain/locale';
import { RequestedPath } from '@/components/app/requested-path';
import { DEFAULT_LOCALE } from '@/lib/domain/locale';
import './globals.css';

const SLOT = '\u2063path\u2063';

// Reached only when the [locale] segment holds no locale (the layout calls notFound()), so there is
// no layout document around it and no locale to speak: use the default one.
export default async function RootNotFound() {
  const t = await getTranslations({ locale: DEFAULT_LOCALE, namespace: 'errors' });
  const [before = '', after = ''] = t('notFound.message', { path: SLOT }).split(SLOT);
  return (
    <html lang={HTML_LANG[DEFAULT_LOCALE]}>
      <body>
        <ErrorView
          code={t('notFound.code')}
          heading={
            <>
              {before}
              <RequestedPath />
              {after}
            </>
          }
          description={t('notFound.description')}
          homeHref="/"
          homeLabel={t('backHome')}
        />
      </body>
    </html>
  );
}

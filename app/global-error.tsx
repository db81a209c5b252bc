'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { createTranslator } from 'next-intl';
import { ErrorView } from '@/components/app/error-view';
import { HTML_LANG } from '@/lib/domain/locale';
import { localizedPath } from '@/components/app/locale-path';
import { buttonClasses } from '@/components/ui/button';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/domain/locale';
import { reportError } from '@/lib/observability/report';
import vi from '@/messages/vi/errors.json';
import en from '@/messages/en/errors.json';
import zh from '@/messages/zh/errors.json';
import './globals.css';

const ERRORS = { vi, en, zh } as const;

const subscribe = () => () => undefined;

function localeFromPath(): Locale {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

// Replaces the whole document when the [locale] layout itself fails, so no provider is left:
// the locale comes from the address and the few messages are bundled here.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = useSyncExternalStore(subscribe, localeFromPath, () => DEFAULT_LOCALE);
  const t = createTranslator({ locale, messages: { errors: ERRORS[locale] }, namespace: 'errors' });
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;

  useEffect(() => {
    reportError(error, { boundary: 'global-error' });
  }, [error]);

  return (
    <html lang={HTML_LANG[locale]}>
      <body>
        <title>{t('serverError.title')}</title>
        <ErrorView
          code={t('serverError.code')}
          heading={t('serverError.title')}
          description={t('serverError.description')}
          detail={digest ? t('serverError.digest', { digest }) : null}
          homeHref={localizedPath(locale, '/')}
          homeLabel={t('backHome')}
          actions={
            <button type="button" onClick={retry} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
              {t('serverError.retry')}
            </button>
          }
        />
      </body>
    </html>
  );
}

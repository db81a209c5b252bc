'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { createTranslator } from 'next-intl';
import { errorDigest, ServerErrorView } from '@/components/app/server-error-view';
import { DEFAULT_LOCALE, HTML_LANG, isLocale, type Locale } from '@/lib/domain/locale';
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
  const digest = errorDigest(error);

  useEffect(() => {
    reportError(error, { boundary: 'global-error' });
  }, [error]);

  return (
    <html lang={HTML_LANG[locale]}>
      <body>
        <ServerErrorView t={t} locale={locale} digest={digest} retry={retry} />
      </body>
    </html>
  );
}

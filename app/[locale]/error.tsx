'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorView } from '@/components/app/error-view';
import { localizedPath } from '@/components/app/locale-path';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { reportError } from '@/lib/observability/report';

/** The 500 page for any error thrown below the [locale] layout. */
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  const digest = error instanceof Error && 'digest' in error ? String(error.digest) : null;

  useEffect(() => {
    reportError(error, { boundary: 'locale-error', digest });
  }, [error, digest]);

  return (
    <>
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
            <Icon name="rotate-ccw" />
            {t('serverError.retry')}
          </button>
        }
      />
    </>
  );
}

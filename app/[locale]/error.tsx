'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { errorDigest, ServerErrorView } from '@/components/app/server-error-view';
import { Icon } from '@/components/ui/icon';
import { reportError } from '@/lib/observability/report';

/** The 500 page for any error thrown below the [locale] layout. */
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale();
  const digest = errorDigest(error);

  useEffect(() => {
    reportError(error, { boundary: 'locale-error', digest });
  }, [error, digest]);

  return <ServerErrorView t={t} locale={locale} digest={digest} retry={retry} retryIcon={<Icon name="rotate-ccw" />} />;
}

'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/lib/domain/locale';
import { buttonClasses } from '@/components/ui/button';
import { ErrorView } from './error-view';
import { localizedPath } from './locale-path';

/** The `errors` namespace's words, from the locale's provider or from messages bundled with the page. */
export type ServerErrorWords = (
  key: 'serverError.title' | 'serverError.code' | 'serverError.description' | 'serverError.digest' | 'serverError.retry' | 'backHome',
  values?: { digest: string },
) => string;

export interface ServerErrorViewProps {
  t: ServerErrorWords;
  locale: Locale;
  /** The incident code Next gives the error, shown so a visitor can quote it. */
  digest: string | null;
  retry: () => void;
  /** Before the "try again" label; left out where the icon sprite may not be reachable. */
  retryIcon?: ReactNode;
}

/** The 500 page: what went wrong, the incident code, "try again" and the way home. */
export function ServerErrorView({ t, locale, digest, retry, retryIcon }: ServerErrorViewProps) {
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
            {retryIcon}
            {t('serverError.retry')}
          </button>
        }
      />
    </>
  );
}

/** The digest Next attaches to a server error, if any. */
export function errorDigest(error: unknown): string | null {
  return error instanceof Error && 'digest' in error ? String(error.digest) : null;
}

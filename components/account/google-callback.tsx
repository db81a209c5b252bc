'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { loginGoogleCallback } from '@/lib/contract/account-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import { accountHref } from '@/lib/domain/accounts';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/lib/stores/session-store';

interface GoogleCallbackProps {
  code: string | null;
  state: string | null;
  /** Google's own `error`, e.g. when the visitor cancelled. */
  providerError: string | null;
}

/** Finishes a Google sign-in: trades the code for a session, then goes home (or back to linked sign-ins). */
export function GoogleCallback({ code, state, providerError }: GoogleCallbackProps) {
  const t = useTranslations('account.sso');
  const router = useRouter();
  const [failed, setFailed] = useState<string | null>(providerError || !code || !state ? t('cancelled') : null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code || !state || providerError) return;
    started.current = true;
    void apiRequest(loginGoogleCallback, { body: { authorizationCode: code, state } }).then((result) => {
      if (!result.ok) {
        setFailed(result.status === 409 ? t('conflict') : t('failed'));
        return;
      }
      const { linked, ...session } = result.data;
      useSessionStore.getState().acceptSession(session);
      toast.success(linked ? t('linked') : t('welcome', { name: session.user.displayName }));
      router.replace(linked ? accountHref('lien-ket') : '/');
    });
  }, [code, state, providerError, router, t]);

  return (
    <div className="mx-auto flex w-full max-w-md flex-col py-10">
      <Card className="flex flex-col items-center gap-3 p-6 text-center">
        {failed ? (
          <>
            <CircleAlert aria-hidden className="size-8 text-live" />
            <h1 className="text-lg font-bold text-fg">{t('title')}</h1>
            <p role="alert" className="text-sm text-muted">
              {failed}
            </p>
            <Link href="/" className={buttonClasses({ className: 'mt-2' })}>
              {t('home')}
            </Link>
          </>
        ) : (
          <>
            <LoaderCircle aria-hidden className="size-8 animate-spin text-accent" />
            <h1 className="text-lg font-bold text-fg">{t('title')}</h1>
            <p role="status" className="text-sm text-muted">
              {t('working')}
            </p>
          </>
        )}
      </Card>
    </div>
  );
}

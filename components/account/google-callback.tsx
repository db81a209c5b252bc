'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { takeReturnPath } from '@/components/auth/google-return';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { loginGoogleCallback } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import { accountHref, AUTH_REASONS, hasAuthReason } from '@/lib/domain/accounts';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/lib/stores/session-store';

interface GoogleCallbackProps {
  code: string | null;
  state: string | null;
  /** Google's own `error`, e.g. when the visitor cancelled. */
  providerError: string | null;
}

type Failure = 'cancelled' | 'failed' | 'conflict' | 'mustUsePassword';

function failureOf(status: number, msg: string): Failure {
  if (status === 409 && hasAuthReason(msg, AUTH_REASONS.googleLinkRefused)) return 'mustUsePassword';
  return status === 409 ? 'conflict' : 'failed';
}

/** Finishes a Google sign-in: trades the code for a session, then goes home (or back to where it was asked for). */
export function GoogleCallback({ code, state, providerError }: GoogleCallbackProps) {
  const t = useTranslations('account.sso');
  const router = useRouter();
  const [failed, setFailed] = useState<Failure | null>(providerError || !code || !state ? 'cancelled' : null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !code || !state || providerError) return;
    started.current = true;
    void apiRequest(loginGoogleCallback, { body: { authorizationCode: code, state } }).then((result) => {
      const back = takeReturnPath();
      if (!result.ok) {
        setFailed(failureOf(result.status, result.message));
        return;
      }
      const { linked, ...session } = result.data;
      useSessionStore.getState().acceptSession(session);
      toast.success(linked ? t('linked') : t('welcome', { name: session.user.displayName }));
      router.replace(linked ? accountHref('lien-ket') : (back ?? '/'));
    });
  }, [code, state, providerError, router, t]);

  // The owner signs in with the password on the linked sign-ins page, where Google can then be linked.
  function signInWithPassword() {
    router.push(accountHref('lien-ket'));
    openAuthDialog('login');
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col py-10">
      <Card className="flex flex-col items-center gap-3 p-6 text-center">
        {failed ? (
          <>
            <CircleAlert aria-hidden className="size-8 text-live" />
            <h1 className="text-lg font-bold text-fg">{t('title')}</h1>
            <p role="alert" className="text-sm text-muted">
              {t(failed)}
            </p>
            {failed === 'mustUsePassword' ? (
              <Button className="mt-2" onClick={signInWithPassword}>
                {t('login')}
              </Button>
            ) : null}
            <Link href="/" className={buttonClasses(failed === 'mustUsePassword' ? { variant: 'outline' } : { className: 'mt-2' })}>
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

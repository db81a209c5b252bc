'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { LazyAuthDialog } from '@/components/auth/lazy-auth-dialog';
import { useAccountState } from '@/components/auth/account-state';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import { ReferralLinkOpener } from '@/components/auth/referral-link-opener';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/stores/session-store';

// Only members have the menu: a guest's first load does not carry it.
const MemberMenu = lazy(() => import('@/components/auth/member-menu').then((m) => ({ default: m.MemberMenu })));

/**
 * Members see their avatar and name with a small menu; guests get log-in and sign-up, which open
 * the auth dialog. Until the session is known a placeholder holds the space. The header is on
 * every page, so the dialog lives here too and anything can open it through useAuthDialog.
 */
export function AccountButton() {
  return (
    <>
      <AccountControl />
      <LazyAuthDialog />
      <ReferralLinkOpener />
    </>
  );
}

function AccountControl() {
  const t = useTranslations('auth');
  const state = useAccountState();
  const user = useCurrentUser();
  const open = useAuthDialog((s) => s.open);

  const pending = (
    <span data-testid="account-pending" className="flex items-center">
      <Skeleton className="h-8 w-9 sm:w-24 md:w-44" />
      <span className="sr-only">{t('loading')}</span>
    </span>
  );
  if (state === 'member' && user) {
    return (
      <Suspense fallback={pending}>
        <MemberMenu user={user} />
      </Suspense>
    );
  }
  if (state === 'pending') return pending;
  return (
    <div className="flex items-center gap-1.5">
      <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => open('register')} className="max-md:hidden">
        {t('actions.openRegister')}
      </Button>
      <Button variant="primary" size="sm" aria-haspopup="dialog" onClick={() => open('login')}>
        <Icon name="log-in" />
        <span className="max-sm:sr-only">{t('actions.openLogin')}</span>
      </Button>
    </div>
  );
}

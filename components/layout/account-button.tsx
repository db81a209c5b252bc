'use client';

import { LogIn } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { useCurrentUser, useIsMember } from '@/lib/stores/session-store';
import { Link } from '@/lib/i18n/navigation';
import { ACCOUNT_HREF, LOGIN_HREF, REGISTER_HREF } from './nav-links';

/** Members see their avatar (to the account page); guests see log-in and sign-up. */
export function AccountButton() {
  const t = useTranslations('common.auth');
  const member = useIsMember();
  const user = useCurrentUser();

  if (member && user) {
    const name = user.nickname || user.displayName;
    return (
      <Link href={ACCOUNT_HREF} aria-label={t('account')} className="rounded-full transition hover:opacity-90">
        <Avatar name={name} src={user.profilePicture} size="sm" />
      </Link>
    );
  }
  return (
    <div className="flex items-center gap-1.5">
      <Link href={REGISTER_HREF} className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'max-md:hidden' })}>
        {t('register')}
      </Link>
      <Link href={LOGIN_HREF} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
        <LogIn aria-hidden />
        <span className="max-sm:sr-only">{t('login')}</span>
      </Link>
    </div>
  );
}

'use client';

import { useEffect } from 'react';
import { LogIn, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsMember } from '@/lib/stores/session-store';

/** What a guest sees; after logging in, the page is rendered again for the member. */
export function AccountGuest() {
  const t = useTranslations('account.guest');
  const isMember = useIsMember();
  const router = useRouter();
  useEffect(() => {
    if (isMember) router.refresh();
  }, [isMember, router]);
  return (
    <EmptyState
      icon={<UserRound aria-hidden />}
      title={t('title')}
      description={t('text')}
      action={
        <Button aria-haspopup="dialog" onClick={() => openAuthDialog('login')}>
          <LogIn aria-hidden />
          {t('login')}
        </Button>
      }
    />
  );
}

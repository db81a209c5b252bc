'use client';

import { useEffect } from 'react';
import { Check, LogIn, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/lib/i18n/navigation';
import { useIsMember } from '@/lib/stores/session-store';

const BENEFITS = ['benefitLevel', 'benefitMissions', 'benefitChat', 'benefitReferral'] as const;

/** What a guest sees in the member area: what membership gives, and the login; after logging in the page is drawn for the member. */
export function MemberGuest() {
  const t = useTranslations('members.guest');
  const isMember = useIsMember();
  const router = useRouter();
  useEffect(() => {
    if (isMember) router.refresh();
  }, [isMember, router]);
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-surface px-6 py-10 text-center" data-testid="member-guest">
      <UserRound aria-hidden className="size-10 text-muted" />
      <h2 className="text-base font-bold text-fg">{t('title')}</h2>
      <p className="text-sm text-muted">{t('text')}</p>
      <ul className="flex max-w-sm flex-col gap-2 text-left text-sm text-fg">
        {BENEFITS.map((key) => (
          <li key={key} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {t(key)}
          </li>
        ))}
      </ul>
      <Button className="mt-2" aria-haspopup="dialog" onClick={() => openAuthDialog('login')}>
        <LogIn aria-hidden />
        {t('login')}
      </Button>
    </div>
  );
}

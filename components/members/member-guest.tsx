'use client';

import { Check, UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { MemberGate } from '@/components/auth/member-gate';

const BENEFITS = ['benefitLevel', 'benefitMissions', 'benefitChat', 'benefitReferral'] as const;

/** What a guest sees in the member area: what membership gives, and the login. */
export function MemberGuest() {
  const t = useTranslations('members.guest');
  return (
    <MemberGate icon={<UserRound aria-hidden />} title={t('title')} text={t('text')} login={t('login')} testId="member-guest">
      <ul className="flex max-w-sm flex-col gap-2 text-left text-sm text-fg">
        {BENEFITS.map((key) => (
          <li key={key} className="flex items-start gap-2">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
            {t(key)}
          </li>
        ))}
      </ul>
    </MemberGate>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { AccountInfo } from '@/lib/contract/accounts';
import { CodeVerifyCard } from './code-verify-card';
import { PasswordCard } from './password-card';

/** Password, phone and email: each can be changed or verified here. */
export function SecuritySection({ account }: { account: AccountInfo }) {
  const t = useTranslations('account.security');
  return (
    <div className="flex flex-col gap-4">
      <CodeVerifyCard kind="phone" current={account.phone} verified={account.phoneVerified} displayName={account.user.displayName} title={t('phoneTitle')} lead={t('phoneLead')} />
      <CodeVerifyCard kind="email" current={account.email} verified={account.emailVerified} displayName={account.user.displayName} title={t('emailTitle')} lead={t('emailLead')} />
      <PasswordCard hasPassword={account.hasPassword} username={account.username} />
    </div>
  );
}

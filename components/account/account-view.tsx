import { UserRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { MemberGate } from '@/components/auth/member-gate';
import { TabLinks } from '@/components/page-kit/tab-links';
import type { AccountInfo } from '@/lib/contract/accounts';
import { ACCOUNT_SECTIONS, accountHref, type AccountSection } from '@/lib/domain/accounts';
import { LinkedSection } from './linked-section';
import { NotificationsSection } from './notifications-section';
import { ProfileSection } from './profile-section';
import { ReadingHistoryCard } from './reading-history-card';
import { SavedSection } from '@/components/saved/saved-section';
import { ReauthDialog } from './reauth-dialog';
import { SecuritySection } from './security-section';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';


export interface AccountViewProps {
  section: AccountSection;
  /** null for a guest. */
  account: AccountInfo | null;
}

/** /tai-khoan/{section}: the member's profile, security, linked sign-ins, notifications and saved items, one section per tab. */
export function AccountView({ section, account }: AccountViewProps) {
  const t = useTranslations('account');
  return (
    <PageShell width="narrow">
      <PageHeader title={t('title')} subtitle={t('intro')} />
      {account === null ? (
        <MemberGate icon={<UserRound aria-hidden />} title={t('guest.title')} text={t('guest.text')} login={t('guest.login')} />
      ) : (
        <>
          <TabLinks label={t('nav')} items={ACCOUNT_SECTIONS.map((s) => ({ href: accountHref(s), label: t(`sections.${s}`) }))} />
          {section === 'ho-so' ? <ProfileSection account={account} /> : null}
          {section === 'bao-mat' ? <SecuritySection account={account} /> : null}
          {section === 'lien-ket' ? <LinkedSection account={account} /> : null}
          {section === 'thong-bao' ? <NotificationsSection /> : null}
          {section === 'da-luu' ? <SavedSection /> : null}
          {section === 'da-luu' ? <ReadingHistoryCard /> : null}
          <ReauthDialog hasPassword={account.hasPassword} />
        </>
      )}
    </PageShell>
  );
}

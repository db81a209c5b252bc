import { setRequestLocale } from 'next-intl/server';
import { AccountView } from '@/components/account/account-view';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { SectionMessages } from '@/components/i18n/section-messages';
import { accountQuery, notificationSettingsQuery } from '@/lib/api/queries/accounts';
import { accountSectionOf } from '@/lib/domain/accounts';
import { localeOf } from '@/lib/page-kit/context';
import { Hydrate } from '@/server/api/hydrate';
import { prefetch, serverData } from '@/server/api/server-query';
import { metadataFromMessages } from '@/lib/page-kit/metadata';

interface AccountPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

export const generateMetadata = metadataFromMessages('account.meta', { title: 'title', description: 'description', noindex: true });

/** /tai-khoan/{section} (and /tai-khoan/account, the profile): the member's account; a guest is asked to log in. */
export default async function AccountPage({ params }: AccountPageProps) {
  const { locale: requested, slug } = await params;
  const section = accountSectionOf(slug);
  if (section === null) routeValidationNotFound(`/tai-khoan/${slug}`);
  setRequestLocale(localeOf(requested));
  // The notification switches read their own query in the browser, starting from this answer.
  const [info] = await Promise.all([serverData(accountQuery()), section === 'thong-bao' ? prefetch(notificationSettingsQuery()) : null]);
  return (
    <SectionMessages namespaces={['account', 'saved']}>
      <Hydrate>
        <AccountView section={section} account={info} />
      </Hydrate>
    </SectionMessages>
  );
}

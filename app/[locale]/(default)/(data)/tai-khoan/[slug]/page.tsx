import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountView } from '@/components/account/account-view';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { SectionMessages } from '@/components/i18n/section-messages';
import { account, notificationSettings } from '@/lib/contract/accounts';
import { accountSectionOf } from '@/lib/domain/accounts';
import { serverApiResult } from '@/server/api/server-api';
import { localeOf } from '@/lib/page-kit/context';

interface AccountPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

export async function generateMetadata({ params }: AccountPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: 'account.meta' });
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

/** /tai-khoan/{section} (and /tai-khoan/account, the profile): the member's account; a guest is asked to log in. */
export default async function AccountPage({ params }: AccountPageProps) {
  const { locale: requested, slug } = await params;
  const section = accountSectionOf(slug);
  if (section === null) routeValidationNotFound(`/tai-khoan/${slug}`);
  setRequestLocale(localeOf(requested));
  const [info, prefs] = await Promise.all([
    serverApiResult(account),
    section === 'thong-bao' ? serverApiResult(notificationSettings) : Promise.resolve(null),
  ]);
  return (
    <SectionMessages namespaces={['account']}>
      <AccountView section={section} account={info.ok ? info.data : null} prefs={prefs?.ok ? prefs.data : null} />
    </SectionMessages>
  );
}

import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '../../_teams/entity-page';

/** /account/account: the spec's other name for the account page; it opens the profile. */
export default async function AccountAliasPage({ params }: { params: Promise<{ locale: string }> }) {
  redirect({ href: '/tai-khoan/ho-so', locale: localeOf((await params).locale) });
}

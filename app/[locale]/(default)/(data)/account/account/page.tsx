import { MEMBER_PATHS } from '@/lib/domain/member-urls';
import { redirect } from '@/lib/i18n/navigation';
import { localeOf } from '@/lib/page-kit/context';

/** /account/account: the spec's other name for the account page; it opens the profile. */
export default async function AccountAliasPage({ params }: { params: Promise<{ locale: string }> }) {
  redirect({ href: MEMBER_PATHS.account, locale: localeOf((await params).locale) });
}

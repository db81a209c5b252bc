import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionMessages } from '@/components/i18n/section-messages';
import { MemberGuest } from '@/components/members/member-guest';
import { MemberPage } from '@/components/members/member-page';
import { ReferralView } from '@/components/members/referral-view';
import { referralQuery } from '@/lib/api/queries/members';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { serverData } from '@/server/api/server-query';
import { memberMetadata, type MemberPageProps } from '../_members/member-data';

export const generateMetadata = memberMetadata('referral');

/** /gioi-thieu-ban-be: the member's referral code and link, and the friends who joined with it. */
export default async function ReferralPage({ params }: MemberPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [t, info, timeZone] = await Promise.all([getTranslations({ locale, namespace: 'members.meta' }), serverData(referralQuery()), viewerZone()]);
  return (
    <SectionMessages namespaces={['members']}>
      <MemberPage title={t('referral')} intro={t('referralDescription')}>
        {info ? <ReferralView info={info} timeZone={timeZone} /> : <MemberGuest />}
      </MemberPage>
    </SectionMessages>
  );
}

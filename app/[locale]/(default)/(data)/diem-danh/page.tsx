import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionMessages } from '@/components/i18n/section-messages';
import { CheckInView } from '@/components/members/check-in-view';
import { MemberGuest } from '@/components/members/member-guest';
import { MemberPage } from '@/components/members/member-page';
import { checkInCalendarCall } from '@/lib/contract/engagement';
import { localeOf } from '../_teams/entity-page';
import { memberData, memberMetadata, type MemberPageProps } from '../_members/member-data';

export const generateMetadata = memberMetadata('checkIn');

/** /diem-danh: this month's check-ins, the streaks and the check-in button. */
export default async function CheckInPage({ params }: MemberPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [t, data] = await Promise.all([getTranslations({ locale, namespace: 'members' }), memberData(checkInCalendarCall)]);
  return (
    <SectionMessages namespaces={['members']}>
      <MemberPage title={t('meta.checkIn')} intro={t('checkIn.intro')}>
        {data ? <CheckInView calendar={data[0]} /> : <MemberGuest />}
      </MemberPage>
    </SectionMessages>
  );
}

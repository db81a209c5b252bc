import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionMessages } from '@/components/i18n/section-messages';
import { CheckInView } from '@/components/members/check-in-view';
import { MemberGuest } from '@/components/members/member-guest';
import { MemberPage } from '@/components/members/member-page';
import { checkInCalendarQuery } from '@/lib/api/queries/members';
import { isMonthKey } from '@/lib/domain/member-day';
import { localeOf } from '@/lib/page-kit/context';
import { serverData } from '@/server/api/server-query';
import { memberMetadata, type MemberPageProps } from '../_members/member-data';

export const generateMetadata = memberMetadata('checkIn');

interface CheckInPageProps extends MemberPageProps {
  searchParams: Promise<{ thang?: string | string[] }>;
}

/** /diem-danh[?thang=YYYY-MM]: a month's check-ins (this month by default), the streaks and the check-in button. */
export default async function CheckInPage({ params, searchParams }: CheckInPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const { thang } = await searchParams;
  // A malformed month is ignored rather than refused: the page shows this month.
  const month = typeof thang === 'string' && isMonthKey(thang) ? thang : undefined;
  const [t, calendar] = await Promise.all([getTranslations({ locale, namespace: 'members' }), serverData(checkInCalendarQuery(month))]);
  return (
    <SectionMessages namespaces={['members']}>
      <MemberPage title={t('meta.checkIn')} intro={t('checkIn.intro')}>
        {calendar ? <CheckInView calendar={calendar} /> : <MemberGuest />}
      </MemberPage>
    </SectionMessages>
  );
}

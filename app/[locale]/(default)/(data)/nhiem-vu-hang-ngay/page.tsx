import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionMessages } from '@/components/i18n/section-messages';
import { MemberGuest } from '@/components/members/member-guest';
import { MemberPage } from '@/components/members/member-page';
import { MissionList } from '@/components/members/mission-list';
import { ResetCountdown } from '@/components/members/reset-countdown';
import { missionList } from '@/lib/contract/engagement';
import { localeOf } from '@/lib/page-kit/context';
import { memberData, memberMetadata, type MemberPageProps } from '../_members/member-data';

export const generateMetadata = memberMetadata('missions');

/** /nhiem-vu-hang-ngay: today's missions with real progress, claim buttons and the time to the reset. */
export default async function MissionsPage({ params }: MemberPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [t, data] = await Promise.all([getTranslations({ locale, namespace: 'members' }), memberData(missionList)]);
  const board = data?.[0];
  return (
    <SectionMessages namespaces={['members']}>
      <MemberPage title={t('meta.missions')} intro={t('missions.intro')} aside={board ? <ResetCountdown resetAt={board.resetAt} /> : null}>
        {board ? <MissionList missions={board.missions} /> : <MemberGuest />}
      </MemberPage>
    </SectionMessages>
  );
}

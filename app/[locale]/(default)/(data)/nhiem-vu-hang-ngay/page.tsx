import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SectionMessages } from '@/components/i18n/section-messages';
import { MemberGuest } from '@/components/members/member-guest';
import { MemberPage } from '@/components/members/member-page';
import { MissionList } from '@/components/members/mission-list';
import { ResetCountdown } from '@/components/members/reset-countdown';
import { missionBoardQuery } from '@/lib/api/queries/members';
import { localeOf } from '@/lib/page-kit/context';
import { serverData } from '@/server/api/server-query';
import { memberMetadata, type MemberPageProps } from '../_members/member-data';

export const generateMetadata = memberMetadata('missions');

/** /nhiem-vu-hang-ngay: today's missions with real progress, claim buttons and the time to the reset. */
export default async function MissionsPage({ params }: MemberPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  // A guest's 401, like any failure, leaves no board: the login prompt is shown.
  const [t, board] = await Promise.all([getTranslations({ locale, namespace: 'members' }), serverData(missionBoardQuery())]);
  return (
    <SectionMessages namespaces={['members']}>
      <MemberPage title={t('meta.missions')} intro={t('missions.intro')} aside={board ? <ResetCountdown resetAt={board.resetAt} /> : null}>
        {board ? <MissionList missions={board.missions} /> : <MemberGuest />}
      </MemberPage>
    </SectionMessages>
  );
}

import { getTranslations, setRequestLocale } from 'next-intl/server';
import { memberName } from '@/components/auth/account-state';
import { SectionMessages } from '@/components/i18n/section-messages';
import { MemberGuest } from '@/components/members/member-guest';
import { MemberHub } from '@/components/members/member-hub';
import { MemberPage } from '@/components/members/member-page';
import { userInfoQuery } from '@/lib/api/queries/accounts';
import { checkInCalendarQuery, levelQuery, missionBoardQuery, referralQuery } from '@/lib/api/queries/members';
import { localeOf } from '@/lib/page-kit/context';
import { serverData } from '@/server/api/server-query';
import { memberData, memberMetadata, type MemberPageProps } from '../_members/member-data';

export const generateMetadata = memberMetadata('hub');

/** /thanh-vien: the member hub; a guest is told what membership gives and asked to log in. */
export default async function MemberHubPage({ params }: MemberPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'members.meta' });
  const data = await memberData(
    serverData(userInfoQuery()),
    serverData(levelQuery()),
    serverData(missionBoardQuery()),
    serverData(checkInCalendarQuery()),
    serverData(referralQuery()),
  );
  return (
    <SectionMessages namespaces={['members']}>
      <MemberPage title={data ? undefined : t('hub')}>
        {data ? (
          <MemberHub
            member={{ displayName: memberName(data[0]), profilePicture: data[0].profilePicture }}
            level={data[1]}
            board={data[2]}
            calendar={data[3]}
            referral={data[4]}
          />
        ) : (
          <MemberGuest />
        )}
      </MemberPage>
    </SectionMessages>
  );
}

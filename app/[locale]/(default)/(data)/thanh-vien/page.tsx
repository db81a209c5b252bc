import { getTranslations, setRequestLocale } from 'next-intl/server';
import { memberName } from '@/components/auth/account-state';
import { SectionMessages } from '@/components/i18n/section-messages';
import { MemberGuest } from '@/components/members/member-guest';
import { MemberHub } from '@/components/members/member-hub';
import { MemberPage } from '@/components/members/member-page';
import { checkInCalendarCall, levelInfoCall, missionList, referralInfoCall } from '@/lib/contract/engagement';
import { userInfoCall } from '@/lib/contract/user';
import { localeOf } from '@/lib/page-kit/context';
import { memberData, memberMetadata, type MemberPageProps } from '../_members/member-data';

export const generateMetadata = memberMetadata('hub');

/** /thanh-vien: the member hub; a guest is told what membership gives and asked to log in. */
export default async function MemberHubPage({ params }: MemberPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'members.meta' });
  const data = await memberData(userInfoCall, levelInfoCall, missionList, checkInCalendarCall, referralInfoCall);
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

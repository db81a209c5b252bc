import type { ReactNode } from 'react';
import { CalendarCheck, CalendarClock, ChevronRight, Heart, ListChecks, Lightbulb, UserCog, UserPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { CheckInCalendar, LevelInfo, MissionBoard, ReferralInfo } from '@/lib/contract/engagement';
import { MEMBER_PATHS } from '@/lib/domain/member-urls';
import { Link } from '@/lib/i18n/navigation';
import { LevelCard, type MemberIdentity } from './level-card';
import { ProgressBar } from './progress-bar';

export interface MemberHubData {
  member: MemberIdentity;
  level: LevelInfo;
  board: MissionBoard;
  calendar: CheckInCalendar;
  referral: ReferralInfo;
}

const AREAS = [
  { key: 'missions', href: MEMBER_PATHS.missions, icon: <ListChecks aria-hidden /> },
  { key: 'checkIn', href: MEMBER_PATHS.checkIn, icon: <CalendarCheck aria-hidden /> },
  { key: 'referral', href: MEMBER_PATHS.referral, icon: <UserPlus aria-hidden /> },
  { key: 'bookings', href: MEMBER_PATHS.bookings, icon: <CalendarClock aria-hidden /> },
  { key: 'tips', href: MEMBER_PATHS.tips, icon: <Lightbulb aria-hidden /> },
  { key: 'favourites', href: MEMBER_PATHS.favourites, icon: <Heart aria-hidden /> },
  { key: 'account', href: MEMBER_PATHS.account, icon: <UserCog aria-hidden /> },
] as const;

/** /thanh-vien for a member: level, today's missions, streak, referrals, and the way to every member area. */
export function MemberHub({ member, level, board, calendar, referral }: MemberHubData) {
  const t = useTranslations('members.hub');
  const done = board.missions.filter((m) => m.complete).length;
  const total = board.missions.length;
  return (
    <div className="flex flex-col gap-4">
      <LevelCard member={member} level={level} />
      <div className="grid gap-4 md:grid-cols-3">
        <Summary href={MEMBER_PATHS.missions} icon={<ListChecks aria-hidden />} title={t('missions')} value={t('missionsDone', { done, total })} testId="hub-missions">
          <ProgressBar value={total === 0 ? 0 : done / total} label={t('missions')} className="mt-2" />
        </Summary>
        <Summary href={MEMBER_PATHS.checkIn} icon={<CalendarCheck aria-hidden />} title={t('streak')} value={t('streakDays', { count: calendar.currentStreak })} testId="hub-streak">
          <p className="mt-1 text-xs text-muted">{t('bestStreak', { count: calendar.bestStreak })}</p>
        </Summary>
        <Summary href={MEMBER_PATHS.referral} icon={<UserPlus aria-hidden />} title={t('referral')} value={t('referralCount', { count: referral.referred.length })} testId="hub-referral">
          <p className="mt-1 font-mono text-xs text-muted">{referral.code}</p>
        </Summary>
      </div>
      <section aria-labelledby="member-areas">
        <h2 id="member-areas" className="mb-3 text-base font-bold text-fg">
          {t('areas')}
        </h2>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {AREAS.map((a) => (
            <li key={a.key}>
              <Link href={a.href} className="flex h-full items-center gap-2.5 rounded-xl border border-border bg-surface px-3 py-3 text-sm font-semibold text-fg transition hover:border-accent/40 hover:text-accent">
                <span className="text-accent [&_svg]:size-5">{a.icon}</span>
                <span className="min-w-0 flex-1 leading-tight">{t(`links.${a.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Summary({ href, icon, title, value, children, testId }: { href: string; icon: ReactNode; title: string; value: string; children?: ReactNode; testId: string }) {
  const t = useTranslations('members.hub');
  return (
    <Card interactive className="p-4" data-testid={testId}>
      <Link href={href} className="block" aria-label={`${title}: ${value}. ${t('open')}`}>
        <div className="flex items-center gap-2 text-sm font-semibold text-muted">
          <span className="text-accent [&_svg]:size-4">{icon}</span>
          <span className="flex-1">{title}</span>
          <ChevronRight aria-hidden className="size-4" />
        </div>
        <p className="mt-2 text-lg font-bold text-fg">{value}</p>
        {children}
      </Link>
    </Card>
  );
}

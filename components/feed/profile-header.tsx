'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { CalendarDays } from 'lucide-react';
import { RoleBadge } from '@/components/chat/sender-name';
import { Crest } from '@/components/home/crest';
import { Avatar } from '@/components/ui/avatar';
import type { FeedProfile } from '@/lib/api/queries/feed';
import { teamPath } from '@/lib/domain/football-urls';
import { HTML_LANG } from '@/lib/domain/locale';
import { formatCount } from '@/lib/format/count';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { useFeedViewer } from './feed-viewer';
import { ProfileCover } from './profile-cover';
import { ProfileRelation } from './profile-relation';
import { MemberReportedNote, MemberReportPanel, ProfileMenu } from './profile-report';

/** The report on this member: not started, being written, just sent, or one already waiting for staff. */
type ReportStep = 'idle' | 'writing' | 'sent' | 'already';

/** The top of a profile: cover, picture, name and badge, what the member says about themselves, their teams and counts. */
export function ProfileHeader({ profile, onEdit }: { profile: FeedProfile; onEdit: () => void }) {
  const t = useTranslations('feed.profile');
  const locale = useLocale();
  const { timeZone } = useFeedViewer();
  const { author } = profile;
  const [report, setReport] = useState<ReportStep>('idle');
  return (
    <section aria-labelledby="profile-name" className="overflow-hidden rounded-xl border border-border bg-surface" data-testid="profile-header">
      <ProfileCover userId={author.userId} cover={profile.cover} />
      <div className="flex flex-col gap-3 px-4 pb-4 sm:px-5">
        <div className="-mt-10 flex flex-wrap items-end justify-between gap-3 sm:-mt-12">
          <Avatar name={author.displayName} src={author.profilePicture} size="lg" className="size-20 text-xl ring-4 ring-surface sm:size-24" />
          <div className="flex items-center gap-1">
            <ProfileRelation profile={profile} onEdit={onEdit} />
            {profile.relation !== 'self' ? <ProfileMenu reported={profile.reported || report === 'sent' || report === 'already'} onReport={() => setReport('writing')} /> : null}
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <h2 id="profile-name" className="flex flex-wrap items-center gap-1.5 text-xl font-bold text-fg" translate="no">
            {author.displayName}
            <RoleBadge siteRoleId={author.siteRoleId} level={author.level} />
          </h2>
          <p className="text-sm text-muted">@{author.username}</p>
        </div>
        {report === 'writing' ? <MemberReportPanel profile={profile} onClose={() => setReport('idle')} onReported={setReport} /> : null}
        {report === 'already' ? <MemberReportedNote /> : null}
        {profile.bio ? <p lang={profile.bioLang ? HTML_LANG[profile.bioLang] : ''} className="text-sm leading-relaxed whitespace-pre-line text-fg [overflow-wrap:anywhere]">{profile.bio}</p> : null}
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden className="size-4" />
            {t('joined', { date: formatDateTime(profile.joinedAt, timeZone, 'DD/MM/YYYY') })}
          </span>
          <span>{t('posts', { count: profile.counts.posts, shown: formatCount(profile.counts.posts, locale) })}</span>
          <span>{t('friendCount', { count: profile.counts.friends, shown: formatCount(profile.counts.friends, locale) })}</span>
        </p>
        {profile.favouriteTeams.length > 0 ? (
          <div className="flex flex-col gap-1.5">
            <h3 className="text-xs font-bold tracking-wider text-muted uppercase">{t('teams')}</h3>
            <ul className="flex flex-wrap gap-1.5">
              {profile.favouriteTeams.map((team) => (
                <li key={team.id}>
                  <Link href={teamPath(team)} className="inline-flex h-8 items-center gap-1.5 rounded-full border border-border px-2.5 text-sm text-fg transition hover:border-accent/50 hover:text-accent">
                    <Crest src={team.logo} name={team.name} size={18} />
                    {team.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

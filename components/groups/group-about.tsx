'use client';

import { useTranslations } from 'next-intl';
import { CalendarDays, ScrollText, ShieldCheck } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import type { GroupDetail } from '@/lib/api/queries/groups';
import { profilePath } from '@/lib/domain/feed';
import { formatDateTime } from '@/lib/format/date';
import { Link } from '@/lib/i18n/navigation';
import { RoleBadge } from './role-badge';

const box = 'flex flex-col gap-2 rounded-xl border border-border bg-surface p-4';

/** What a group is about: its rules, who runs it (to those who may see its members) and since when. */
export function GroupAbout({ group }: { group: GroupDetail }) {
  const t = useTranslations('groups.about');
  const { timeZone } = useFeedViewer();
  return (
    <div className="flex flex-col gap-3" data-testid="group-about">
      <section aria-labelledby="group-rules" className={box}>
        <h3 id="group-rules" className="flex items-center gap-1.5 text-sm font-bold text-fg">
          <ScrollText aria-hidden className="size-4 text-accent" />
          {t('rules')}
        </h3>
        {group.rules.length > 0 ? (
          <ol lang={group.lang ?? undefined} className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-fg marker:font-semibold marker:text-muted">
            {group.rules.map((rule, i) => (
              <li key={i} className="[overflow-wrap:anywhere]">
                {rule}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-muted">{t('noRules')}</p>
        )}
      </section>
      {group.canRead && group.admins.length > 0 ? (
        <section aria-labelledby="group-admins" className={box}>
          <h3 id="group-admins" className="flex items-center gap-1.5 text-sm font-bold text-fg">
            <ShieldCheck aria-hidden className="size-4 text-accent" />
            {t('admins')}
          </h3>
          <ul className="flex flex-col gap-2">
            {group.admins.map((admin) => (
              <li key={admin.userId} className="flex items-center gap-2.5">
                <Avatar name={admin.displayName} src={admin.profilePicture} size="sm" />
                <Link href={profilePath(admin.userId)} className="min-w-0 truncate text-sm font-semibold text-fg hover:underline" translate="no">
                  {admin.displayName}
                </Link>
                <RoleBadge role={admin.role} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="flex items-center gap-1.5 px-1 text-sm text-muted">
        <CalendarDays aria-hidden className="size-4" />
        {group.creator
          ? t('createdBy', { date: formatDateTime(group.createdAt, timeZone, 'DD/MM/YYYY'), name: group.creator.displayName })
          : t('created', { date: formatDateTime(group.createdAt, timeZone, 'DD/MM/YYYY') })}
      </p>
    </div>
  );
}

'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Users } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import type { GroupCard as Group } from '@/lib/api/queries/groups';
import { formatCount } from '@/lib/format/count';
import { Link } from '@/lib/i18n/navigation';
import { GroupCover } from './group-cover';
import { GroupJoinButton } from './group-join-button';
import { GroupPrivacyBadge } from './group-privacy';

/** A group in a list: its cover, name, privacy, members and club, a line of what it is about, and the join button. */
export function GroupCard({ group }: { group: Group }) {
  const t = useTranslations('groups');
  const locale = useLocale();
  // A group can show twice on a page (suggested and popular): its heading's id is the card's own.
  const heading = useId();
  return (
    <article aria-labelledby={heading} className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-sm transition hover:border-accent/40" data-testid="group-card">
      <GroupCover id={group.id} cover={group.cover} className="aspect-[3/1]" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex items-start gap-2">
          {group.team ? <Crest src={group.team.logo} name={group.team.name} size={28} /> : null}
          <h3 id={heading} className="min-w-0 flex-1 text-sm leading-snug font-bold text-fg">
            <Link href={group.href} lang={group.lang ?? undefined} className="line-clamp-2 hover:text-accent hover:underline">
              {group.name}
            </Link>
          </h3>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <GroupPrivacyBadge privacy={group.privacy} />
          <span className="inline-flex items-center gap-1 tabular-nums">
            <Users aria-hidden className="size-3.5" />
            {t('memberCount', { count: group.memberCount, shown: formatCount(group.memberCount, locale) })}
          </span>
        </p>
        {group.description ? <p lang={group.lang ?? undefined} className="line-clamp-2 text-sm text-muted">{group.description}</p> : null}
        <div className="mt-auto flex justify-end pt-1">
          <GroupJoinButton group={group} />
        </div>
      </div>
    </article>
  );
}

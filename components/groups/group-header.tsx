'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { Inbox, Pencil, Users } from 'lucide-react';
import { Crest } from '@/components/home/crest';
import { Button } from '@/components/ui/button';
import type { GroupDetail } from '@/lib/api/queries/groups';
import { formatCount } from '@/lib/format/count';
import { GroupCover } from './group-cover';
import { GroupJoinButton } from './group-join-button';
import { GroupPrivacyBadge } from './group-privacy';

const GroupEditDialog = dynamic(() => import('./group-edit-dialog').then((m) => m.GroupEditDialog), { ssr: false });

/**
 * The top of a group's page: cover, name, privacy, members, club, the reader's join button, waiting
 * requests for those who answer them, and editing the group for its owner and admins.
 */
export function GroupHeader({ group, onRequests }: { group: GroupDetail; onRequests: () => void }) {
  const t = useTranslations('groups');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const waiting = group.pendingRequests ?? 0;
  return (
    <section aria-labelledby="group-name" className="overflow-hidden rounded-xl border border-border bg-surface" data-testid="group-header">
      <GroupCover id={group.id} cover={group.cover} priority className="aspect-[3/1] sm:aspect-[4/1]" />
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <h2 id="group-name" lang={group.lang ?? undefined} className="text-xl leading-tight font-bold text-fg sm:text-2xl">
              {group.name}
            </h2>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <GroupPrivacyBadge privacy={group.privacy} />
              <span className="inline-flex items-center gap-1 tabular-nums" data-testid="group-member-count">
                <Users aria-hidden className="size-4" />
                {t('memberCount', { count: group.memberCount, shown: formatCount(group.memberCount, locale) })}
              </span>
              {group.team ? (
                <span className="inline-flex items-center gap-1.5">
                  <Crest src={group.team.logo} name={group.team.name} size={18} />
                  {t('detail.fanClub', { team: group.team.name })}
                </span>
              ) : null}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {group.canModerate && waiting > 0 ? (
              <Button variant="outline" size="sm" onClick={onRequests} data-testid="group-requests-open">
                <Inbox aria-hidden />
                {t('requests.waiting', { count: waiting })}
              </Button>
            ) : null}
            {group.canAdminister ? (
              <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-haspopup="dialog" data-testid="group-edit-open">
                <Pencil aria-hidden />
                {t('edit.open')}
              </Button>
            ) : null}
            <GroupJoinButton group={group} size="md" />
          </div>
        </div>
        {group.description ? <p lang={group.lang ?? undefined} className="text-sm leading-relaxed whitespace-pre-line text-fg [overflow-wrap:anywhere]">{group.description}</p> : null}
      </div>
      {editing ? <GroupEditDialog group={group} onClose={() => setEditing(false)} /> : null}
    </section>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { apiQuery } from '@/lib/api/lazy-client';
import type { MemberCard } from '@/lib/contract/friends';
import { memberSearch } from '@/lib/contract/friends-calls';
import { MEMBER_SEARCH } from '@/lib/domain/community';
import type { FriendStatus } from '@/lib/domain/friends';
import { FriendRow } from './friend-row';
import { FriendStatusBadge } from './friend-status-badge';
import { MemberLookupPanel } from './member-lookup-panel';
import type { FriendAction } from './use-friend-actions';

type Found = MemberCard & { status: FriendStatus };

const STATUS_LABEL = { friends: 'friends', 'pending-out': 'sent', 'pending-in': 'pendingIn', blocked: 'blocked' } as const;

/** Finds members by display name or id; each result can be asked to be friends. */
export function FriendSearch({ viewer, run, busy }: { viewer: number; run: (a: FriendAction) => Promise<boolean>; busy: number | null }) {
  const t = useTranslations('community.friends');
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const [invalid, setInvalid] = useState(false);

  async function search(e?: FormEvent) {
    e?.preventDefault();
    const text = q.trim();
    const ok = /^\d+$/.test(text) || text.length >= MEMBER_SEARCH.minLength;
    setInvalid(!ok);
    if (!ok) return;
    setFound(await apiQuery(memberSearch, { query: { q: text } }).catch(() => []));
  }

  async function add(userId: number) {
    if (await run({ kind: 'add', userId })) await search();
  }

  return (
    <MemberLookupPanel
      idPrefix="friend-search"
      title={t('searchTitle')}
      yourId={t('yourId', { id: viewer })}
      label={t('searchLabel')}
      submitLabel={t('search')}
      value={q}
      onChange={setQ}
      onSubmit={search}
      error={invalid ? t('searchTooShort') : null}
      input={{ maxLength: MEMBER_SEARCH.maxLength }}
    >
      {found?.length === 0 ? <p className="text-sm text-muted">{t('noResults')}</p> : null}
      {found && found.length > 0 ? (
        <ul className="divide-y divide-border" data-testid="friend-search-results">
          {found.map((m) => (
            <FriendRow key={m.userId} member={m} detail={`#${m.userId}`}>
              {m.status === 'none' ? (
                <Button size="sm" variant="outline" disabled={busy === m.userId} onClick={() => add(m.userId)}>
                  <UserPlus aria-hidden />
                  {t('add')}
                </Button>
              ) : (
                <FriendStatusBadge status={m.status} label={t(STATUS_LABEL[m.status])} />
              )}
            </FriendRow>
          ))}
        </ul>
      ) : null}
    </MemberLookupPanel>
  );
}

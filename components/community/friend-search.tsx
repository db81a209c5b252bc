'use client';

import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { memberSearchQuery } from '@/lib/api/queries/friends';
import { MEMBER_SEARCH } from '@/lib/domain/community';
import { FriendRow } from './friend-row';
import { FriendStatusBadge } from './friend-status-badge';
import { MemberLookupPanel } from './member-lookup-panel';
import type { FriendAction } from './use-friend-actions';

const STATUS_LABEL = { friends: 'friends', 'pending-out': 'sent', 'pending-in': 'pendingIn', blocked: 'blocked' } as const;

const searchable = (text: string) => /^\d+$/.test(text) || text.length >= MEMBER_SEARCH.minLength;

/** Finds members by display name or id; each result can be asked to be friends. */
export function FriendSearch({ viewer, run, busy }: { viewer: number; run: (a: FriendAction) => void; busy: number | null }) {
  const t = useTranslations('community.friends');
  const [q, setQ] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const search = useQuery({ ...memberSearchQuery(submitted ?? '', viewer), enabled: submitted !== null });
  // A search that failed reads as finding no one, as it always has.
  const found = submitted === null ? null : search.isError ? [] : search.data;

  function submit(e: FormEvent) {
    e.preventDefault();
    const text = q.trim();
    setInvalid(!searchable(text));
    if (!searchable(text)) return;
    // The same words again mean "look again": the answer may have changed since.
    if (text === submitted) void search.refetch();
    else setSubmitted(text);
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
      onSubmit={submit}
      error={invalid ? t('searchTooShort') : null}
      input={{ maxLength: MEMBER_SEARCH.maxLength }}
    >
      {found?.length === 0 ? <p className="text-sm text-muted">{t('noResults')}</p> : null}
      {found && found.length > 0 ? (
        <ul className="divide-y divide-border" data-testid="friend-search-results">
          {found.map((m) => (
            <FriendRow key={m.userId} member={m} detail={`#${m.userId}`}>
              {m.status === 'none' ? (
                <Button size="sm" variant="outline" disabled={busy === m.userId} onClick={() => run({ kind: 'add', userId: m.userId })}>
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

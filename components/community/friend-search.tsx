'use client';

import { useState, type FormEvent } from 'react';
import { Ban, Check, Clock, Search, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { apiQuery } from '@/lib/api/lazy-client';
import type { MemberCard } from '@/lib/contract/friends';
import { memberSearch } from '@/lib/contract/friends-calls';
import { MEMBER_SEARCH } from '@/lib/domain/community';
import type { FriendStatus } from '@/lib/domain/friends';
import { FriendRow } from './friend-row';
import type { FriendAction } from './use-friend-actions';

type Found = MemberCard & { status: FriendStatus };

const STATUS_BADGE: Record<Exclude<FriendStatus, 'none'>, { label: 'friends' | 'sent' | 'pendingIn' | 'blocked'; icon: LucideIcon }> = {
  friends: { label: 'friends', icon: Check },
  'pending-out': { label: 'sent', icon: Clock },
  'pending-in': { label: 'pendingIn', icon: Clock },
  blocked: { label: 'blocked', icon: Ban },
};

function StatusBadge({ status }: { status: Exclude<FriendStatus, 'none'> }) {
  const t = useTranslations('community.friends');
  const { label, icon: Icon } = STATUS_BADGE[status];
  return (
    <Badge variant={status === 'friends' ? 'success' : 'outline'} className="h-8 gap-1 px-2.5 normal-case">
      <Icon aria-hidden className="size-3.5" />
      {t(label)}
    </Badge>
  );
}

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
    <section aria-labelledby="friend-search-title" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id="friend-search-title" className="text-sm font-semibold text-fg">{t('searchTitle')}</h2>
        <span className="text-xs text-muted tabular-nums">{t('yourId', { id: viewer })}</span>
      </div>
      <form onSubmit={search} noValidate className="flex gap-2" role="search">
        <label className="sr-only" htmlFor="friend-search-q">{t('searchLabel')}</label>
        <input
          id="friend-search-q"
          value={q}
          maxLength={MEMBER_SEARCH.maxLength}
          placeholder={t('searchLabel')}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'friend-search-error' : undefined}
          onChange={(e) => setQ(e.target.value)}
          className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 text-sm text-fg outline-none placeholder:text-muted focus:border-accent"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          {t('search')}
        </Button>
      </form>
      {invalid ? <p id="friend-search-error" role="alert" className="text-xs text-live">{t('searchTooShort')}</p> : null}
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
                <StatusBadge status={m.status} />
              )}
            </FriendRow>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { parseRouteId } from '@/components/chatroom/chatroom-paths';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FriendButton } from './friend-button';

/** Adds a friend by member id (the id shown beside a name in chat): their status, and the button to ask or accept. */
export function FindFriend({ viewer }: { viewer: number }) {
  const t = useTranslations('chatroom.friend');
  const [draft, setDraft] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = parseRouteId(draft.trim());
    setInvalid(id === null);
    setUserId(id);
  };

  return (
    <section aria-labelledby="find-friend-title" className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id="find-friend-title" className="text-sm font-semibold text-fg">
          {t('findTitle')}
        </h2>
        <span className="text-xs text-muted tabular-nums">{t('yourId', { id: viewer })}</span>
      </div>
      <form onSubmit={submit} className="flex gap-2" noValidate>
        <label className="sr-only" htmlFor="find-friend-id">
          {t('userIdLabel')}
        </label>
        <input
          id="find-friend-id"
          inputMode="numeric"
          autoComplete="off"
          value={draft}
          placeholder={t('userIdLabel')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'find-friend-error' : undefined}
          onChange={(e) => setDraft(e.target.value)}
          className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 text-sm text-fg outline-none placeholder:text-muted focus:border-accent"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          {t('find')}
        </Button>
      </form>
      {invalid ? (
        <p id="find-friend-error" role="alert" className="text-xs text-live">
          {t('invalidId')}
        </p>
      ) : null}
      {userId !== null ? (
        <div className="flex items-center gap-2.5" data-testid="found-member">
          <Avatar name={t('member', { id: userId })} size="sm" />
          <span className="min-w-0 flex-1 truncate text-sm text-fg">{t('member', { id: userId })}</span>
          {userId === viewer ? <span className="text-xs text-muted">{t('self')}</span> : <FriendButton key={userId} userId={userId} name={t('member', { id: userId })} viewer={viewer} withMessageLink />}
        </div>
      ) : null}
    </section>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { parseRouteId } from '@/components/chatroom/chatroom-paths';
import { Avatar } from '@/components/ui/avatar';
import { MemberLookupPanel } from '@/components/community/member-lookup-panel';
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
    <MemberLookupPanel
      idPrefix="find-friend"
      title={t('findTitle')}
      yourId={t('yourId', { id: viewer })}
      label={t('userIdLabel')}
      submitLabel={t('find')}
      value={draft}
      onChange={setDraft}
      onSubmit={submit}
      error={invalid ? t('invalidId') : null}
      input={{ inputMode: 'numeric' }}
      compact
    >
      {userId !== null ? (
        <div className="flex items-center gap-2.5" data-testid="found-member">
          <Avatar name={t('member', { id: userId })} size="sm" />
          <span className="min-w-0 flex-1 truncate text-sm text-fg">{t('member', { id: userId })}</span>
          {userId === viewer ? <span className="text-xs text-muted">{t('self')}</span> : <FriendButton key={userId} userId={userId} name={t('member', { id: userId })} viewer={viewer} withMessageLink />}
        </div>
      ) : null}
    </MemberLookupPanel>
  );
}

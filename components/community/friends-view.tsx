'use client';

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Ban, Check, MessageCircle, UserMinus, Users, X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { conversationPath } from '@/components/chatroom/chatroom-paths';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { blockedMembersQuery, friendListsQuery } from '@/lib/api/queries/friends';
import type { MemberCard } from '@/lib/contract/friends';
import { Link } from '@/lib/i18n/navigation';
import { BlockedList } from './blocked-list';
import { FriendRow } from './friend-row';
import { FriendSearch } from './friend-search';
import { useFriendActions, type FriendAction } from './use-friend-actions';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-border bg-surface p-4" data-testid={id}>
      <h2 id={id} className="mb-1 text-sm font-semibold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** Asks before blocking: a block ends the friendship and the conversation. */
function BlockButton({ member, run, busy }: { member: MemberCard; run: (a: FriendAction) => void; busy: boolean }) {
  const t = useTranslations('community.friends');
  return (
    <ConfirmButton
      label={t('blockNamed', { name: member.displayName })}
      question={t('blockConfirm', { name: member.displayName })}
      confirm={t('block')}
      cancel={t('keep')}
      busy={busy}
      onConfirm={() => run({ kind: 'block', userId: member.userId })}
      testId="block-member"
    >
      <Ban aria-hidden />
      <span className="hidden sm:inline">{t('block')}</span>
    </ConfirmButton>
  );
}

/**
 * The member's friends page: search, requests received and sent, friends, and the members they blocked.
 * The lists come with the page; when they could not be read there, they are asked for here.
 */
export function FriendsView({ viewer, timeZone }: { viewer: number; timeZone: string }) {
  const t = useTranslations('community.friends');
  const format = useFormatter();
  const friends = useQuery(friendListsQuery(viewer));
  const blockedMembers = useQuery(blockedMembersQuery(viewer));
  const { run, busy } = useFriendActions(viewer);
  const date = (ms: number) => format.dateTime(new Date(ms), { dateStyle: 'medium', timeZone });
  const lists = friends.data;
  const blocked = blockedMembers.data;

  if (!lists || !blocked) {
    if (!friends.isError && !blockedMembers.isError) return <ListLoading label={t('loading')} rows={2} />;
    const retry = () => void Promise.all([friends.refetch(), blockedMembers.refetch()]);
    return <ErrorState title={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} />;
  }
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
      <div className="flex flex-col gap-4">
        <FriendSearch viewer={viewer} run={run} busy={busy} />
        <Block id="friend-incoming" title={t('incomingTitle', { count: lists.incoming.length })}>
          {lists.incoming.length === 0 ? <p className="py-2 text-sm text-muted">{t('noIncoming')}</p> : (
            <ul className="divide-y divide-border">
              {lists.incoming.map((m) => (
                <FriendRow key={m.userId} member={m} detail={t('requestedAt', { date: date(m.requestedAt) })}>
                  <Button size="sm" disabled={busy === m.userId} onClick={() => run({ kind: 'respond', userId: m.userId, accept: true })}>
                    <Check aria-hidden />
                    {t('accept')}
                  </Button>
                  <Button size="sm" variant="ghost" disabled={busy === m.userId} onClick={() => run({ kind: 'respond', userId: m.userId, accept: false })}>
                    <X aria-hidden />
                    {t('decline')}
                  </Button>
                  <BlockButton member={m} run={run} busy={busy === m.userId} />
                </FriendRow>
              ))}
            </ul>
          )}
        </Block>
        <Block id="friend-outgoing" title={t('outgoingTitle', { count: lists.outgoing.length })}>
          {lists.outgoing.length === 0 ? <p className="py-2 text-sm text-muted">{t('noOutgoing')}</p> : (
            <ul className="divide-y divide-border">
              {lists.outgoing.map((m) => (
                <FriendRow key={m.userId} member={m} detail={t('requestedAt', { date: date(m.requestedAt) })}>
                  <Button size="sm" variant="ghost" disabled={busy === m.userId} onClick={() => run({ kind: 'remove', userId: m.userId })}>
                    <X aria-hidden />
                    {t('cancel')}
                  </Button>
                </FriendRow>
              ))}
            </ul>
          )}
        </Block>
      </div>
      <div className="flex flex-col gap-4">
        <Block id="friend-list" title={t('friendsTitle', { count: lists.friends.length })}>
          {lists.friends.length === 0 ? (
            <EmptyState className="mt-2" icon={<Users aria-hidden />} title={t('noFriends')} description={t('noFriendsHint')} />
          ) : (
            <ul className="divide-y divide-border">
              {lists.friends.map((m) => (
                <FriendRow key={m.userId} member={m} detail={t('since', { date: date(m.since) })}>
                  <Link href={conversationPath(m.userId)} className={buttonClasses({ variant: 'primary', size: 'sm' })}>
                    <MessageCircle aria-hidden />
                    {t('message')}
                  </Link>
                  <Button size="sm" variant="ghost" aria-label={t('removeNamed', { name: m.displayName })} disabled={busy === m.userId} onClick={() => run({ kind: 'remove', userId: m.userId })}>
                    <UserMinus aria-hidden />
                    <span className="hidden sm:inline">{t('remove')}</span>
                  </Button>
                  <BlockButton member={m} run={run} busy={busy === m.userId} />
                </FriendRow>
              ))}
            </ul>
          )}
        </Block>
        <BlockedList blocked={blocked} date={date} run={run} busy={busy} />
      </div>
    </div>
  );
}

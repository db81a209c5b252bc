'use client';

import { useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { UserMinus, Users } from 'lucide-react';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { PostTime } from '@/components/feed/post-time';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { cursorItems } from '@/lib/api/queries/cursor-list';
import { groupMembersQuery, type GroupDetail, type GroupMember } from '@/lib/api/queries/groups';
import { GROUP_ROLES, mayRemoveFromGroup, maySetGroupRole, type GroupRole } from '@/lib/domain/groups';
import { MemberRow } from './member-row';
import { HandoverConfirm } from './owner-handover';
import { RoleBadge } from './role-badge';
import { useMemberMoves, type MemberMove } from './use-member-moves';

/** Whether the role menu offers to hand the group over: the owner's, and only to an admin, who already runs it. */
const offersHandover = (actor: GroupRole | null, target: GroupRole): boolean => actor === 'owner' && target === 'admin';

/** Roles the reader may give this member, in the menu's order. */
const rolesFor = (actor: GroupRole | null, target: GroupRole): GroupRole[] =>
  actor ? GROUP_ROLES.filter((next) => next === target || (next === 'owner' ? offersHandover(actor, target) : maySetGroupRole(actor, target, next))) : [];

/** The group's members, newest first; admins change their roles or remove them. */
export function GroupMembers({ group }: { group: GroupDetail }) {
  const t = useTranslations('groups');
  const { viewer } = useFeedViewer();
  const moves = useMemberMoves(group.id);
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteQuery(groupMembersQuery(viewer, group.id));
  if (isPending) return <ListLoading label={t('members.loading')} rows={4} className="flex flex-col gap-2" itemClassName="h-16" />;
  if (isError && !data) return <ErrorState title={t('members.failed')} retryLabel={t('list.retry')} onRetry={() => void refetch()} />;
  const members = cursorItems(data, (m) => m.userId);
  if (members.length === 0) return <EmptyState icon={<Users aria-hidden />} title={t('members.emptyTitle')} />;
  return (
    <div className="flex flex-col gap-2" data-testid="group-members">
      <ul aria-label={t('members.title')} className="flex flex-col gap-2">
        {members.map((m) => (
          <li key={m.userId}>
            <MemberRow
              {...m}
              meta={
                <>
                  <RoleBadge role={m.role} />
                  {t.rich('members.joined', { time: () => <PostTime at={m.joinedAt} /> })}
                </>
              }
              actions={m.userId === viewer ? null : <MemberActions member={m} actor={group.role} busy={moves.isPending} onMove={(move) => moves.mutate(move)} />}
            />
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="outline" size="sm" className="self-center" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          {t('list.more')}
        </Button>
      ) : null}
    </div>
  );
}

function MemberActions({ member, actor, busy, onMove }: { member: GroupMember; actor: GroupRole | null; busy: boolean; onMove: (move: MemberMove) => void }) {
  const t = useTranslations('groups');
  const menu = useRef<HTMLSelectElement>(null);
  const [handingOver, setHandingOver] = useState(false);
  const roles = rolesFor(actor, member.role);
  const removable = actor !== null && mayRemoveFromGroup(actor, member.role);
  if (roles.length < 2 && !removable) return null;
  const choose = (value: string) => {
    const role = roles.find((r) => r === value);
    // Handing the group over cannot be taken back by the one who did it: it is asked first.
    if (role === 'owner') setHandingOver(true);
    else if (role) onMove({ kind: 'role', member, role });
  };
  return (
    <>
      {roles.length > 1 ? (
        <select
          ref={menu}
          value={member.role}
          disabled={busy || handingOver}
          onChange={(e) => choose(e.target.value)}
          aria-label={t('members.roleLabel', { name: member.displayName })}
          className="h-8 rounded-lg border border-border bg-surface px-2 text-xs font-semibold text-fg focus-visible:outline-2 focus-visible:outline-accent"
        >
          {roles.map((role) => (
            <option key={role} value={role}>
              {role === 'owner' ? t('members.makeOwnerOption') : t(`roles.${role}`)}
            </option>
          ))}
        </select>
      ) : null}
      {removable ? (
        <ConfirmButton question={t('members.removeQuestion', { name: member.displayName })} confirm={t('members.remove')} cancel={t('form.cancel')} onConfirm={() => onMove({ kind: 'remove', member })} busy={busy} label={t('members.removeLabel', { name: member.displayName })}>
          <UserMinus aria-hidden />
        </ConfirmButton>
      ) : null}
      {handingOver ? (
        <HandoverConfirm
          name={member.displayName}
          busy={busy}
          onCancel={() => {
            setHandingOver(false);
            requestAnimationFrame(() => menu.current?.focus());
          }}
          onConfirm={() => {
            setHandingOver(false);
            onMove({ kind: 'role', member, role: 'owner' });
          }}
        />
      ) : null}
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Check, Clock, Crown, LogIn, UserPlus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button, type ButtonSize } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import type { GroupCard } from '@/lib/api/queries/groups';
import { useGroupMembership } from './use-group-membership';

/** Join (public), ask to join (private), the request waiting (press to withdraw), or in the group (leave, after asking). */
export function GroupJoinButton({ group, size = 'sm' }: { group: GroupCard; size?: ButtonSize }) {
  const t = useTranslations('groups.membership');
  const { move, busy } = useGroupMembership(group);
  if (group.role === 'owner') {
    return (
      <Badge variant="accent" className="h-8 px-2.5 normal-case" data-testid="group-owner">
        <Crown aria-hidden className="size-3.5" />
        {t('owner')}
      </Badge>
    );
  }
  if (group.membership === 'member') {
    return (
      <ConfirmButton question={t('leaveQuestion', { name: group.name })} confirm={t('leave')} cancel={t('stay')} onConfirm={() => move('leave')} busy={busy} variant="outline" size={size} label={t('memberLabel', { name: group.name })} testId="group-leave">
        <Check aria-hidden />
        {t('member')}
      </ConfirmButton>
    );
  }
  if (group.membership === 'pending') {
    return (
      <Button variant="secondary" size={size} disabled={busy} onClick={() => move('leave')} aria-label={t('withdrawLabel', { name: group.name })} data-testid="group-withdraw">
        <Clock aria-hidden />
        {t('pending')}
      </Button>
    );
  }
  const isPublic = group.privacy === 'public';
  return (
    <Button size={size} disabled={busy} aria-busy={busy || undefined} onClick={() => move('join')} aria-label={t(isPublic ? 'joinLabel' : 'requestLabel', { name: group.name })} data-testid="group-join">
      {isPublic ? <UserPlus aria-hidden /> : <LogIn aria-hidden />}
      {t(isPublic ? 'join' : 'request')}
    </Button>
  );
}

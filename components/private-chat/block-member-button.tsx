'use client';

import { Ban } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useFriend } from './use-friend';

/** Blocks the member after asking; shown where two members talk, not once the block is in place. */
export function BlockMemberButton({ userId, name, viewer }: { userId: number; name: string; viewer: number }) {
  const t = useTranslations('chatroom.friend');
  const { status, block, busy } = useFriend(userId, viewer, name);
  if (viewer === 0 || viewer === userId || status.data === undefined || status.data === 'blocked') return null;
  return (
    <ConfirmButton
      label={t('blockNamed', { name })}
      question={t('blockConfirm', { name })}
      confirm={t('block')}
      cancel={t('keep')}
      busy={busy}
      onConfirm={() => block.mutate(true)}
      testId="block-member"
    >
      <Ban aria-hidden />
      <span className="hidden sm:inline">{t('block')}</span>
    </ConfirmButton>
  );
}

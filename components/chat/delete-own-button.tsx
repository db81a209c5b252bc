'use client';

import { Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { useChatModeration } from '@/lib/api/queries/chat';

/** A member deletes a message of their own, in a room or a private conversation; moderators use their menu. */
export function DeleteOwnButton({ groupId, groupMessageId, className }: { groupId: number; groupMessageId: number; className: string }) {
  const t = useTranslations('chat.moderation');
  const moderation = useChatModeration(groupId);
  return (
    <button
      type="button"
      aria-label={t('deleteOwn')}
      title={t('deleteOwn')}
      className={className}
      disabled={moderation.isPending}
      onClick={() => moderation.mutate({ kind: 'delete', groupMessageId }, { onError: () => toast.error(t('failed')) })}
    >
      <Trash2 aria-hidden />
    </button>
  );
}

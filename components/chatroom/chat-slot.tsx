'use client';

import { useTranslations } from 'next-intl';
import { Skeleton } from '@/components/ui/skeleton';
import type { ChatVisibility } from '@/lib/domain/chat';

export interface ChatSlotProps {
  groupId: number;
  visibility: ChatVisibility;
}

/** Where a room's or a conversation's chat runs; it fills the height its parent gives it. */
export function ChatSlot({ groupId, visibility }: ChatSlotProps) {
  const t = useTranslations('chatroom.chatView');
  return (
    <div role="status" aria-label={t('connecting')} data-group-id={groupId} data-visibility={visibility} className="flex h-full flex-col gap-2 p-3">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-10 w-1/2" />
      <Skeleton className="mt-auto h-11" />
    </div>
  );
}

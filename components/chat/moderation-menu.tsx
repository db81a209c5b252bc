'use client';

import { Ban, MicOff, MoreVertical, Pin, PinOff, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Dropdown } from '@/components/ui/dropdown';
import { useChatModeration, type ModerationAction } from '@/lib/api/queries/chat';
import type { ChatMessage } from '@/lib/contract/chat';
import { moderatesRoom } from '@/lib/domain/chat-moderation';

interface ModerationMenuProps {
  groupId: number;
  message: ChatMessage;
  pinned: boolean;
  viewerId: number;
  hostUserId?: number;
}

interface Item {
  key: 'delete' | 'pin' | 'unpin' | 'mute' | 'ban';
  icon: LucideIcon;
  action: ModerationAction;
}

/** Delete, pin, mute and ban for moderators; other moderators and oneself cannot be muted or banned. */
export function ModerationMenu({ groupId, message, pinned, viewerId, hostUserId }: ModerationMenuProps) {
  const t = useTranslations('chat.moderation');
  const moderation = useChatModeration(groupId);
  const moderator = moderatesRoom({ userId: message.userId, siteRoleId: message.siteRoleId }, { isPrivate: false, hostUserId: hostUserId ?? null });
  const sanctionable = message.userId !== viewerId && !moderator && !message.isGuest;
  const items: Item[] = [
    { key: 'delete', icon: Trash2, action: { kind: 'delete', groupMessageId: message.groupMessageId } },
    pinned
      ? { key: 'unpin', icon: PinOff, action: { kind: 'pin', groupMessageId: null } }
      : { key: 'pin', icon: Pin, action: { kind: 'pin', groupMessageId: message.groupMessageId } },
    ...(sanctionable
      ? ([
          { key: 'mute', icon: MicOff, action: { kind: 'mute', userId: message.userId } },
          { key: 'ban', icon: Ban, action: { kind: 'ban', userId: message.userId } },
        ] satisfies Item[])
      : []),
  ];

  const run = (action: ModerationAction) =>
    moderation.mutate(action, {
      onSuccess: () => toast.success(t('done')),
      onError: () => toast.error(t('failed')),
    });

  return (
    <Dropdown
      label={t('menu', { name: message.showName })}
      trigger={<MoreVertical aria-hidden />}
      triggerClassName="h-7 px-1 text-muted hover:text-fg"
      panelClassName="w-48"
    >
      {(close) => (
        <ul role="menu" className="py-1">
          {items.map(({ key, icon: Icon, action }) => (
            <li key={key} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  close();
                  run(action);
                }}
                className="flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-fg hover:bg-surface-2 data-[danger=true]:text-live"
                data-danger={key === 'ban' || key === 'delete'}
              >
                <Icon aria-hidden className="size-4" />
                {t(key)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}

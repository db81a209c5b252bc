'use client';

import { Timer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import { useChatModeration } from '@/lib/api/queries/chat';
import { CHAT_LIMITS } from '@/lib/domain/chat';

/** A moderator's slow-mode choice; the room's new state comes back over the socket. */
export function SlowModeMenu({ groupId, seconds }: { groupId: number; seconds: number }) {
  const t = useTranslations('chat.moderation');
  const moderation = useChatModeration(groupId);
  const choose = (next: number) =>
    moderation.mutate({ kind: 'slow-mode', seconds: next }, { onError: () => toast.error(t('failed')) });
  return (
    <Dropdown label={t('slowMode')} trigger={<Timer aria-hidden />} triggerClassName="h-7 px-1 text-muted hover:text-fg" panelClassName="w-40">
      {(close) =>
        CHAT_LIMITS.slowModeChoicesS.map((choice) => (
          <DropdownItem
            key={choice}
            selected={choice === seconds}
            onSelect={() => {
              close();
              if (choice !== seconds) choose(choice);
            }}
          >
            {choice === 0 ? t('slowModeOff') : t('slowModeSeconds', { seconds: choice })}
          </DropdownItem>
        ))
      }
    </Dropdown>
  );
}

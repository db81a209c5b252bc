'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { toast } from '@/components/app/toast';
import { chatRoomKeys } from '@/lib/api/queries/chat-rooms';
import type { ChatVisibility } from '@/lib/domain/chat';
import { isLocale } from '@/lib/domain/locale';
import { sendToChat } from '@/lib/chat/chat-connection';
import { ChatSendError } from '@/lib/chat/send-error';
import type { ChatViewer } from './chat-viewer';

export interface ChatActions {
  /** Resolves true when the server took the message. */
  sendMessage(text: string, parentMessageId: number | null): Promise<boolean>;
  toggleReaction(groupMessageId: number, reaction: string): void;
}

/**
 * Sending and reacting. A guest (or a session without a user id) gets the login form instead; a
 * refusal is said in a toast, and a wait the server names starts `onWait`. A private conversation
 * refused as forbidden has closed (the friendship ended or a block): the conversation is read again.
 */
export function useChatActions(groupId: number, visibility: ChatVisibility, viewer: ChatViewer, onWait: (ms: number) => void): ChatActions {
  const t = useTranslations('chat.errors');
  const client = useQueryClient();
  // The message is kept with the language its sender wrote it from.
  const requested = useLocale();
  const lang = isLocale(requested) ? requested : null;

  const refused = useCallback(
    (error: unknown) => {
      const code = error instanceof ChatSendError ? error.code : 'unavailable';
      if (code === 'unauthorized') openAuthDialog('login');
      if (error instanceof ChatSendError && error.retryAfterMs !== undefined) onWait(error.retryAfterMs);
      const closed = visibility === 'private' && code === 'forbidden';
      if (closed) void client.invalidateQueries({ queryKey: chatRoomKeys.all });
      toast.error(t(closed ? 'closed' : code));
    },
    [t, onWait, visibility, client],
  );

  const sendMessage = useCallback(
    async (text: string, parentMessageId: number | null) => {
      if (!viewer.canSend) {
        openAuthDialog('login');
        return false;
      }
      try {
        await sendToChat(visibility, { groupId, originalMessage: text, lang, parentMessageId });
        return true;
      } catch (error) {
        // Held for review: the server kept it, so the draft goes; the sender is told it waits for a moderator.
        if (error instanceof ChatSendError && error.code === 'held') {
          toast(t('held'));
          return true;
        }
        refused(error);
        return false;
      }
    },
    [groupId, visibility, viewer.canSend, refused, lang, t],
  );

  const toggleReaction = useCallback(
    (groupMessageId: number, reaction: string) => {
      if (!viewer.canSend) return openAuthDialog('login');
      sendToChat(visibility, { groupId, groupMessageId, reaction }).catch(refused);
    },
    [groupId, visibility, viewer.canSend, refused],
  );

  return { sendMessage, toggleReaction };
}

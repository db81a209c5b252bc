import { useTranslations } from 'next-intl';
import type { ChatMessage } from '@/lib/contract/chat';
import { SYSTEM_MESSAGE, USER_JOIN_ROOM } from '@/lib/domain/chat';

/** Moderation notices carry a code like USER_JOIN_ROOM, worded here in the viewer's language. */
const MODERATION_CODES = { USER_BANNED: 'banned', USER_MUTED: 'muted' } as const;

export function SystemMessage({ message }: { message: ChatMessage }) {
  const t = useTranslations('chat.system');
  return (
    <li data-message-id={message.groupMessageId} data-system={message.systemMessage} className="px-3 py-1 text-xs italic text-muted">
      {systemText(message, t)}
    </li>
  );
}

type SystemKey = 'join' | 'banned' | 'muted' | 'deleted' | 'pinned' | 'slowMode' | 'notice';

function systemText(message: ChatMessage, t: (key: SystemKey, values?: Record<string, string>) => string): string {
  const name = message.showName;
  const text = message.originalMessage;
  switch (message.systemMessage) {
    case SYSTEM_MESSAGE.join:
      return text === USER_JOIN_ROOM ? t('join', { name }) : t('notice', { text });
    case SYSTEM_MESSAGE.moderation: {
      const key = MODERATION_CODES[text as keyof typeof MODERATION_CODES] as SystemKey | undefined;
      return key ? t(key, { name }) : t('notice', { text });
    }
    case SYSTEM_MESSAGE.deleted:
      return t('deleted');
    case SYSTEM_MESSAGE.pinned:
      return t('pinned');
    case SYSTEM_MESSAGE.slowMode:
      return t('slowMode');
    default:
      return t('notice', { text });
  }
}

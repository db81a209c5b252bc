import { useTranslations } from 'next-intl';
import type { ChatMessage } from '@/lib/contract/chat';

interface ReactionsProps {
  counts: ChatMessage['updatedReaction'];
  onToggle(reaction: string): void;
}

/** The reactions under a message, each a toggle with its count. */
export function Reactions({ counts, onToggle }: ReactionsProps) {
  const t = useTranslations('chat.message');
  const entries = Object.entries(counts).filter(([, n]) => n > 0);
  if (entries.length === 0) return null;
  return (
    <div className="mt-1 flex flex-wrap gap-1">
      {entries.map(([emoji, count]) => (
        <button
          key={emoji}
          type="button"
          onClick={() => onToggle(emoji)}
          aria-label={t('reactionCount', { emoji, count })}
          className="inline-flex h-6 items-center gap-1 rounded-full border border-border bg-surface-2 px-2 text-xs font-semibold text-fg transition hover:border-accent"
        >
          <span aria-hidden>{emoji}</span>
          <span className="tabular-nums">{count}</span>
        </button>
      ))}
    </div>
  );
}

'use client';

import { Smile } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { usePopover } from '@/components/ui/use-popover';
import { CHAT_EMOJI } from './emoji';

/** A small built-in emoji grid above the send box; Esc or a click outside closes it. */
export function EmojiPicker({ onPick, disabled }: { onPick(emoji: string): void; disabled?: boolean }) {
  const t = useTranslations('chat.composer');
  const { open, rootRef, triggerProps, panelProps } = usePopover();

  return (
    <div ref={rootRef} className="relative">
      <button
        {...triggerProps}
        disabled={disabled}
        aria-label={t('emoji')}
        title={t('emoji')}
        className={cn('inline-flex size-8 items-center justify-center rounded-md text-muted transition hover:bg-surface-2 hover:text-fg disabled:opacity-50', open && 'bg-surface-2 text-fg')}
      >
        <Smile aria-hidden className="size-5" />
      </button>
      {open ? (
        <div
          {...panelProps}
          role="group"
          aria-label={t('emojiList')}
          className="absolute right-0 bottom-full z-30 mb-2 grid w-64 grid-cols-6 gap-1 rounded-xl border border-border bg-surface p-2 shadow-xl shadow-black/20"
        >
          {CHAT_EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={emoji}
              onClick={() => onPick(emoji)}
              className="inline-flex size-9 items-center justify-center rounded-lg text-xl transition hover:bg-surface-2"
            >
              {emoji}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

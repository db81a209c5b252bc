'use client';

import { SendHorizontal, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { ChatMessage } from '@/lib/contract/chat';
import { CHAT_LIMITS } from '@/lib/domain/chat';
import { EmojiPicker } from './emoji-picker';

/** The counter shows once this few characters are left. */
const COUNTER_FROM_LEFT = 100;

interface ComposerProps {
  canSend: boolean;
  replyTo: ChatMessage | null;
  onCancelReply(): void;
  /** Seconds until slow mode or a rate limit lets the viewer send again. */
  waitS: number;
  send(text: string, parentMessageId: number | null): Promise<boolean>;
  compact?: boolean;
}

/** The send box: Enter sends, Shift+Enter starts a new line; emoji, reply mode, counter, slow-mode wait. */
export function Composer({ canSend, replyTo, onCancelReply, waitS, send, compact }: ComposerProps) {
  const t = useTranslations('chat.composer');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const left = CHAT_LIMITS.messageMaxChars - text.length;
  const blocked = sending || waitS > 0;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const message = text.trim();
    if (blocked) return;
    if (canSend && message.length === 0) return;
    setSending(true);
    const ok = await send(message, replyTo?.groupMessageId ?? null);
    setSending(false);
    if (!ok) return;
    setText('');
    onCancelReply();
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Escape' && replyTo) onCancelReply();
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    void submit();
  };

  const insert = (emoji: string) => {
    const el = input.current;
    const start = el?.selectionStart ?? text.length;
    const end = el?.selectionEnd ?? text.length;
    const next = (text.slice(0, start) + emoji + text.slice(end)).slice(0, CHAT_LIMITS.messageMaxChars);
    setText(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  const showCounter = left <= COUNTER_FROM_LEFT;
  // On a phone the button sits beside the box, so the log keeps the height of a row.
  const sendButton = (
    <Button type="submit" size={compact ? 'lg' : 'sm'} disabled={blocked} className={compact ? 'h-10 min-w-10 px-3 text-sm' : 'min-w-16'}>
      {waitS > 0 ? (
        t('slowModeWait', { seconds: waitS })
      ) : canSend || compact ? (
        <>
          <SendHorizontal aria-hidden />
          {t('send')}
        </>
      ) : (
        t('login')
      )}
    </Button>
  );

  return (
    <form onSubmit={(e) => void submit(e)} className={cn('shrink-0 border-t border-border bg-surface', compact ? 'p-2' : 'p-3')}>
      {replyTo ? (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-surface-2 px-2 py-1 text-xs text-muted">
          <span className="min-w-0 flex-1 truncate">
            <b className="text-fg">{t('replyingTo', { name: replyTo.showName })}</b>
            {' · '}
            {replyTo.originalMessage}
          </span>
          <button type="button" onClick={onCancelReply} aria-label={t('cancelReply')} className="inline-flex size-6 items-center justify-center rounded hover:bg-border/60">
            <X aria-hidden className="size-3.5" />
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 items-end gap-1 rounded-lg border border-border bg-surface-2 pr-1 focus-within:border-accent focus-within:ring-1 focus-within:ring-accent">
          <textarea
            ref={input}
            rows={1}
            value={text}
            maxLength={CHAT_LIMITS.messageMaxChars}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            aria-label={t('label')}
            placeholder={canSend ? t('placeholder') : t('guestPlaceholder')}
            className="field-sizing-content max-h-28 min-h-10 min-w-0 flex-1 resize-none bg-transparent px-3 py-2.5 text-sm text-fg outline-none placeholder:text-muted"
          />
          <div className="flex shrink-0 items-center gap-0.5 py-1">
            <EmojiPicker onPick={insert} />
          </div>
        </div>
        {compact ? sendButton : null}
      </div>
      {compact && !showCounter ? null : (
        <div className="mt-2 flex items-center justify-end gap-3">
          {showCounter ? (
            <span data-testid="chat-counter" aria-live="polite" className={cn('mr-auto text-xs tabular-nums', left <= 20 ? 'text-live' : 'text-muted')}>
              {t('counter', { left })}
            </span>
          ) : null}
          {compact ? null : sendButton}
        </div>
      )}
    </form>
  );
}

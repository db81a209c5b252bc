'use client';

import { RefreshCw, WifiOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ChatSocketState } from '@/lib/chat/socket-client';

/** Said when the chat server cannot be reached, or the socket gave up after too many reconnects. */
export function ConnectionNotice({ state, onRetry }: { state: ChatSocketState; onRetry(): void }) {
  const t = useTranslations('chat.state');
  if (state !== 'unreachable' && state !== 'exhausted') return null;
  return (
    <div role="alert" className="flex shrink-0 items-start gap-2 border-b border-border bg-warning/10 px-3 py-2 text-xs text-fg">
      <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <p className="min-w-0 flex-1">{t(state)}</p>
      <button type="button" onClick={onRetry} className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-0.5 font-semibold text-accent hover:bg-accent/10">
        <RefreshCw aria-hidden className="size-3.5" />
        {t('retry')}
      </button>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { fetchOlderChat } from '@/lib/api/queries/chat';
import { useChatStore } from '@/lib/chat/chat-store';

interface LoadOlderProps {
  groupId: number;
  hasOlder: boolean;
  /** The oldest message held. */
  before: number | undefined;
  beforeLoad(): void;
  /** Shows the older messages already held, instead of asking the server. */
  showHeld?: () => void;
}

/** "Show older messages": one page from the history endpoint, added above what is shown. */
export function LoadOlder({ groupId, hasOlder, before, beforeLoad, showHeld }: LoadOlderProps) {
  const t = useTranslations('chat.list');
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');

  if (!hasOlder) return <p className="px-3 pb-2 text-center text-xs text-muted">{t('noOlder')}</p>;

  const load = async () => {
    if (showHeld) return showHeld();
    setStatus('loading');
    try {
      const older = await fetchOlderChat(groupId, before);
      beforeLoad();
      useChatStore.getState().prependOlder(groupId, older);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className="flex flex-col items-center gap-1 px-3 pb-2">
      <button
        type="button"
        onClick={() => void load()}
        disabled={status === 'loading'}
        className="rounded-full px-3 py-1 text-xs font-semibold text-accent transition hover:bg-accent/10 disabled:opacity-60"
      >
        {status === 'loading' ? t('loadingOlder') : t('loadOlder')}
      </button>
      {status === 'failed' ? (
        <p role="alert" className="text-xs text-live">
          {t('olderFailed')}
        </p>
      ) : null}
    </div>
  );
}

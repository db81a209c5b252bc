'use client';

import { ShieldOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { BlockedMember } from '@/lib/contract/friends';
import { FriendRow } from './friend-row';
import type { FriendAction } from './use-friend-actions';

/** The members the viewer blocked, each with the way back. */
export function BlockedList({ blocked, date, run, busy }: { blocked: readonly BlockedMember[]; date: (ms: number) => string; run: (a: FriendAction) => void; busy: number | null }) {
  const t = useTranslations('community.friends');
  return (
    <section aria-labelledby="friend-blocked" className="rounded-xl border border-border bg-surface p-4" data-testid="friend-blocked">
      <h2 id="friend-blocked" className="text-sm font-semibold text-fg">{t('blockedTitle', { count: blocked.length })}</h2>
      <p className="mb-1 text-xs text-muted">{t('blockedHint')}</p>
      {blocked.length === 0 ? <p className="py-2 text-sm text-muted">{t('noBlocked')}</p> : (
        <ul className="divide-y divide-border">
          {blocked.map((m) => (
            <FriendRow key={m.userId} member={m} detail={t('blockedAt', { date: date(m.blockedAt) })}>
              <Button size="sm" variant="outline" aria-label={t('unblockNamed', { name: m.displayName })} disabled={busy === m.userId} onClick={() => run({ kind: 'unblock', userId: m.userId })}>
                <ShieldOff aria-hidden />
                {t('unblock')}
              </Button>
            </FriendRow>
          ))}
        </ul>
      )}
    </section>
  );
}

'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { Timer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';

const pad = (n: number) => String(n).padStart(2, '0');

/** h:mm:ss until `at`, never below zero. */
export function formatCountdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

// A clock that ticks each second; the server renders no time (it would be stale on arrival).
function subscribeSeconds(onTick: () => void): () => void {
  const timer = setInterval(onTick, 1000);
  return () => clearInterval(timer);
}
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;
const noTime = () => null;

/** Counts down to the daily reset and draws the page again when it comes. */
export function ResetCountdown({ resetAt }: { resetAt: number }) {
  const t = useTranslations('members.missions');
  const router = useRouter();
  const now = useSyncExternalStore(subscribeSeconds, currentSecond, noTime);
  const left = now === null ? null : resetAt - now;
  const due = left !== null && left <= 0;
  useEffect(() => {
    if (due) router.refresh();
  }, [due, router]);
  return (
    <p className="inline-flex items-center gap-1.5 rounded-lg bg-surface-2 px-2.5 py-1 text-xs font-semibold text-muted" data-testid="reset-countdown">
      <Timer aria-hidden className="size-3.5" />
      <span>{t('resetIn', { time: left === null ? '--:--:--' : formatCountdown(left) })}</span>
    </p>
  );
}

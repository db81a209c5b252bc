'use client';

import { useState } from 'react';
import { ArrowRight, CheckCircle2, Gift, Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ApiError } from '@/lib/api/error-catalogue';
import { apiQuery } from '@/lib/api/lazy-client';
import type { MissionItem } from '@/lib/contract/engagement';
import { missionClaim } from '@/lib/contract/engagement-calls';
import { MISSION_PATHS } from '@/lib/domain/member-urls';
import type { MissionId } from '@/lib/domain/missions';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ProgressBar } from './progress-bar';

const CONFLICT = 409;

/** Today's missions with their real progress; a completed one is claimed with its button. */
export function MissionList({ missions }: { missions: readonly MissionItem[] }) {
  const t = useTranslations('members.missions');
  const router = useRouter();
  const [claimed, setClaimed] = useState<ReadonlySet<MissionId>>(new Set());
  const [busy, setBusy] = useState<MissionId | null>(null);

  async function claim(m: MissionItem) {
    setBusy(m.id);
    try {
      await apiQuery(missionClaim, { body: { missionId: m.id } });
      setClaimed((s) => new Set(s).add(m.id));
      toast.success(t('claimedToast', { points: m.points }));
    } catch (err) {
      const conflict = err instanceof ApiError && err.status === CONFLICT;
      toast.error(t(conflict ? (m.complete ? 'alreadyClaimed' : 'notComplete') : 'failed'));
    } finally {
      setBusy(null);
      router.refresh();
    }
  }

  return (
    <ul className="flex flex-col gap-3" data-testid="mission-list">
      {missions.map((m) => {
        const isClaimed = m.claimed || claimed.has(m.id);
        return (
          <li key={m.id} data-mission={m.id} data-complete={m.complete} data-claimed={isClaimed} className={cn('flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center', isClaimed && 'opacity-75')}>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-bold text-fg">{t(`names.${m.id}`)}</h2>
                <span className="rounded-md bg-accent/15 px-1.5 py-0.5 text-[11px] font-bold text-accent">{t('reward', { points: m.points })}</span>
              </div>
              <p className="mt-0.5 text-xs text-muted">{t(`hints.${m.id}`)}</p>
              <div className="mt-2 flex items-center gap-3">
                <ProgressBar value={m.progress / m.target} label={t(`names.${m.id}`)} className="flex-1" />
                <span className="w-12 text-right text-xs font-semibold tabular-nums text-muted">{t('progress', { progress: m.progress, target: m.target })}</span>
              </div>
            </div>
            <div className="flex shrink-0 justify-end sm:w-32">
              {isClaimed ? (
                <span className="inline-flex h-9 items-center gap-1.5 text-sm font-semibold text-success">
                  <CheckCircle2 aria-hidden className="size-4" />
                  {t('claimed')}
                </span>
              ) : m.complete ? (
                <Button onClick={() => void claim(m)} disabled={busy !== null} aria-label={`${t('claim')}: ${t(`names.${m.id}`)}`}>
                  {busy === m.id ? <Loader2 aria-hidden className="animate-spin" /> : <Gift aria-hidden />}
                  {t('claim')}
                </Button>
              ) : (
                <Link href={MISSION_PATHS[m.id]} className={buttonClasses({ variant: 'outline' })}>
                  {t('go')}
                  <ArrowRight aria-hidden />
                </Link>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

'use client';

import { useState } from 'react';
import { Check, ExternalLink, ShieldCheck, X } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { apiQuery } from '@/lib/api/lazy-client';
import type { Application } from '@/lib/contract/community';
import { applicationReview } from '@/lib/contract/community-calls';
import { INFO_PATHS } from '@/lib/content/site-info';
import { APPLICATION_LIMITS } from '@/lib/domain/community';
import { liveModeById } from '@/lib/domain/live-modes';
import { Link } from '@/lib/i18n/navigation';

/** Staff only: pending applications, each approved or rejected with an optional note, and the way to the moderation log. */
export function ApplicationReview({ initial, timeZone }: { initial: readonly Application[]; timeZone: string }) {
  const t = useTranslations('community.apply');
  const tLog = useTranslations('community.moderationLog');
  const [pending, setPending] = useState(initial);
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-3" data-testid="application-review">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="review-title" className="text-base font-semibold text-fg">{t('staffTitle', { count: pending.length })}</h2>
        <Link href={INFO_PATHS.moderationLog} className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
          <ShieldCheck aria-hidden className="size-4" />
          {tLog('link')}
        </Link>
      </div>
      {pending.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border bg-surface px-4 py-6 text-center text-sm text-muted">{t('staffEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {pending.map((a) => (
            <ReviewItem key={a.id} application={a} timeZone={timeZone} onDone={() => setPending((list) => list.filter((x) => x.id !== a.id))} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ReviewItem({ application: a, timeZone, onDone }: { application: Application; timeZone: string; onDone: () => void }) {
  const t = useTranslations('community.apply');
  const tModes = useTranslations('liveModes');
  const format = useFormatter();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  async function review(approve: boolean) {
    setBusy(true);
    try {
      await apiQuery(applicationReview, { body: { id: a.id, approve, ...(note.trim() ? { note: note.trim() } : {}) } });
      toast.success(t('reviewed', { name: a.displayName }));
      onDone();
    } catch {
      toast.error(t('errors.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4" data-application={a.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-fg">
          {a.displayName} <span className="text-xs font-normal text-muted tabular-nums">#{a.userId}</span>
        </span>
        <span className="text-xs text-muted">{t('submittedAt', { date: format.dateTime(new Date(a.createdAt), { dateStyle: 'medium', timeZone }) })}</span>
      </div>
      <p className="text-sm whitespace-pre-line text-fg">{a.experience}</p>
      <p className="text-xs text-muted">
        {a.sports.map((s) => tModes(liveModeById(s)?.key ?? 'football')).join(' · ')} — {a.languages.join(', ').toUpperCase()} — {a.contact}
      </p>
      <a href={a.sampleUrl} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 self-start text-sm break-all text-accent hover:underline">
        <ExternalLink aria-hidden className="size-3.5 shrink-0" />
        {t('sample')}
      </a>
      <label className="sr-only" htmlFor={`note-${a.id}`}>{t('staffNote')}</label>
      <input id={`note-${a.id}`} value={note} maxLength={APPLICATION_LIMITS.noteMax} placeholder={t('staffNote')} onChange={(e) => setNote(e.target.value)} className="h-9 rounded-lg border border-border bg-bg px-3 text-sm text-fg outline-none placeholder:text-muted focus:border-accent" />
      <div className="flex gap-2">
        <Button size="sm" disabled={busy} onClick={() => review(true)}>
          <Check aria-hidden />
          {t('approve')}
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => review(false)}>
          <X aria-hidden />
          {t('reject')}
        </Button>
      </div>
    </li>
  );
}

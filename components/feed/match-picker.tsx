'use client';

import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Trophy } from 'lucide-react';
import { ModalSheet } from '@/components/auth/modal-sheet';
import { ModalSheetHeading } from '@/components/auth/modal-sheet-heading';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { liveScheduleQuery } from '@/lib/api/queries/schedule';
import type { Match } from '@/lib/contract/schedule';
import { isLive } from '@/lib/domain/match-status';
import { formatInZone } from '@/lib/format/date';
import { foldText } from '@/lib/format/fold';
import { MatchSummary } from './match-summary';

/** Live matches first, then by kick-off. */
const order = (a: Match, b: Match) => Number(isLive(b.status)) - Number(isLive(a.status)) || a.startTimestamp - b.startTimestamp;

/** Picks one of today's matches (the schedule's own list) to put on a post. */
export function MatchPicker({ timeZone, onPick, onClose }: { timeZone: string; onPick: (match: Match) => void; onClose: () => void }) {
  const t = useTranslations('feed.composer.match');
  const id = useId();
  const [q, setQ] = useState('');
  // Today as the picker opened: the list keeps its day while it is open.
  const [date] = useState(() => formatInZone(Date.now(), timeZone, 'YYYY-MM-DD'));
  const today = useQuery(liveScheduleQuery({ date, timezone: timeZone }));
  const shown = useMemo(() => {
    const words = foldText(q.trim());
    const all = [...(today.data ?? [])].sort(order);
    return words ? all.filter((m) => foldText(`${m.home} ${m.away} ${m.league.name}`).includes(words)) : all;
  }, [today.data, q]);

  return (
    <ModalSheet open onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} className="sm:max-w-xl">
      <div className="flex flex-col gap-3 p-5 sm:p-6" data-testid="match-picker">
        <ModalSheetHeading icon={Trophy} titleId={`${id}-title`} title={t('title')} lead={t('lead')} />
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('search')}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('search')}
          className="h-10 w-full rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 md:text-sm"
        />
        {today.isPending ? <ListLoading label={t('loading')} rows={4} className="flex flex-col gap-2" itemClassName="h-14" /> : null}
        {today.isError ? <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={() => void today.refetch()} /> : null}
        {today.data && shown.length === 0 ? <EmptyState title={t('empty')} /> : null}
        {shown.length > 0 ? (
          <ul className="flex max-h-[50dvh] flex-col gap-1.5 overflow-y-auto" aria-label={t('title')}>
            {shown.map((m) => (
              <li key={m.fixtureId}>
                <button
                  type="button"
                  onClick={() => onPick(m)}
                  className="flex w-full rounded-lg border border-border bg-surface px-3 py-2 text-left transition hover:border-accent/60 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
                  aria-label={t('pick', { home: m.home, away: m.away })}
                >
                  <MatchSummary match={m} timeZone={timeZone} />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </ModalSheet>
  );
}

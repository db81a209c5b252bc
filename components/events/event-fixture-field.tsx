'use client';

import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { matchPhase } from '@/components/home/match-phase';
import { MatchSummary } from '@/components/feed/match-summary';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { cn } from '@/components/ui/cn';
import { liveScheduleQuery } from '@/lib/api/queries/schedule';
import type { Match } from '@/lib/contract/schedule';
import { EVENT_PICK_DAYS } from '@/lib/domain/event-filters';
import { formatInZone } from '@/lib/format/date';
import { foldText } from '@/lib/format/fold';

const DAY = 86_400_000;

interface EventFixtureFieldProps {
  timeZone: string;
  value: Match | null;
  onChange: (match: Match) => void;
  error?: string;
}

/** Picks a fixture still to kick off: a day of the coming week, then one of its matches (searchable by team or league). */
export function EventFixtureField({ timeZone, value, onChange, error }: EventFixtureFieldProps) {
  const t = useTranslations('events.form');
  const id = useId();
  // The days as the dialog opened: the choice keeps its day while it is open.
  const [days] = useState(() => Array.from({ length: EVENT_PICK_DAYS }, (_, i) => formatInZone(Date.now() + i * DAY, timeZone, 'YYYY-MM-DD')));
  const [date, setDate] = useState(days[0] ?? '');
  const [q, setQ] = useState('');
  const schedule = useQuery(liveScheduleQuery({ date, timezone: timeZone }));
  const matches = useMemo(() => {
    const words = foldText(q.trim());
    const upcoming = (schedule.data ?? []).filter((m) => matchPhase(m.status).kind === 'upcoming').sort((a, b) => a.startTimestamp - b.startTimestamp);
    return words ? upcoming.filter((m) => foldText(`${m.home} ${m.away} ${m.league.name}`).includes(words)) : upcoming;
  }, [schedule.data, q]);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-fg">{t('fixture')}</legend>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-day`} className="sr-only">
          {t('day')}
        </label>
        <select id={`${id}-day`} value={date} onChange={(e) => setDate(e.target.value)} className="h-10 rounded-lg border border-border bg-surface px-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-accent sm:text-sm">
          {days.map((day, i) => (
            <option key={day} value={day}>
              {i === 0 ? t('today') : i === 1 ? t('tomorrow') : formatInZone(Date.parse(`${day}T12:00:00Z`), 'UTC', 'DD/MM')}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('fixtureSearch')}
        </label>
        <input id={`${id}-q`} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t('fixtureSearch')} className="h-10 min-w-0 flex-1 basis-40 rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 sm:text-sm" />
      </div>
      {schedule.isPending ? <ListLoading label={t('fixturesLoading')} rows={3} className="flex flex-col gap-2" itemClassName="h-14" /> : null}
      {schedule.isError ? <ErrorState title={t('fixturesFailed')} retryLabel={t('retry')} onRetry={() => void schedule.refetch()} /> : null}
      {schedule.data && matches.length === 0 ? <p className="rounded-lg border border-dashed border-border p-3 text-center text-sm text-muted">{t('noFixtures')}</p> : null}
      {matches.length > 0 ? (
        <div role="radiogroup" aria-label={t('fixture')} className="flex max-h-64 flex-col gap-1.5 overflow-y-auto" data-testid="event-fixtures">
          {matches.map((m) => {
            const chosen = value?.fixtureId === m.fixtureId;
            return (
              <label key={m.fixtureId} className={cn('flex cursor-pointer rounded-lg border px-3 py-2 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent', chosen ? 'border-accent bg-accent/8' : 'border-border hover:bg-surface-2')}>
                <input type="radio" name={`${id}-fixture`} checked={chosen} onChange={() => onChange(m)} className="sr-only" aria-label={t('pick', { home: m.home, away: m.away })} />
                <MatchSummary match={m} timeZone={timeZone} />
              </label>
            );
          })}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-live">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

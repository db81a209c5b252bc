'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { SectionHeading } from '@/components/ui/section-heading';
import { matchAnalysisQuery } from '@/lib/api/queries/room';
import type { FormEntry, PastMatch, RoomDetail } from '@/lib/contract/room';
import { FORM_RESULT, type FormLetter } from '@/lib/domain/match-events';
import { SectionError, SectionLoading } from './section-state';

const LETTER_TONE: Record<FormLetter, string> = {
  W: 'bg-success text-white',
  D: 'bg-muted/70 text-bg',
  L: 'bg-live-solid text-white',
};

/** Head-to-head and both teams' recent form, from finished matches in our data. */
export function AnalysisTab({ room, timeZone }: { room: RoomDetail; timeZone: string }) {
  const t = useTranslations('liveroom.analysis');
  const analysis = useQuery(matchAnalysisQuery(room.match.fixtureId));
  if (analysis.isPending) return <SectionLoading rows={5} />;
  if (analysis.isError) return <SectionError onRetry={() => void analysis.refetch()} />;
  const { h2h, homeForm, awayForm } = analysis.data;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="room-h2h">
        <SectionHeading id="room-h2h">{t('h2h')}</SectionHeading>
        {h2h.length === 0 ? (
          <p className="text-sm text-muted">{t('h2hEmpty')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface">
            {h2h.map((m) => (
              <PastMatchRow key={m.fixtureId} match={m} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="room-form" className="flex flex-col gap-4">
        <SectionHeading id="room-form" className="mb-0">
          {t('form')}
        </SectionHeading>
        <div className="grid gap-4 md:grid-cols-2">
          <TeamForm team={room.match.home} entries={homeForm} timeZone={timeZone} />
          <TeamForm team={room.match.away} entries={awayForm} timeZone={timeZone} />
        </div>
      </section>
    </div>
  );
}

function PastMatchRow({ match, timeZone }: { match: PastMatch; timeZone: string }) {
  const format = useFormatter();
  return (
    <li className="grid grid-cols-[5.5rem_1fr_auto_1fr] items-center gap-2 px-3 py-2 text-sm">
      <span className="text-xs text-muted">{format.dateTime(match.startTimestamp, { dateStyle: 'short', timeZone })}</span>
      <span className="truncate text-right font-medium text-fg">{match.localteam.name}</span>
      <span className="rounded-md bg-surface-2 px-2 py-0.5 font-bold tabular-nums text-fg">{`${match.homeScore} – ${match.awayScore}`}</span>
      <span className="truncate font-medium text-fg">{match.visitorteam.name}</span>
    </li>
  );
}

function TeamForm({ team, entries, timeZone }: { team: string; entries: readonly FormEntry[]; timeZone: string }) {
  const t = useTranslations('liveroom.analysis');
  const format = useFormatter();
  return (
    <div className="rounded-xl border border-border bg-surface p-3">
      <h3 className="mb-2 truncate text-sm font-semibold text-fg">{t('formOf', { team })}</h3>
      {entries.length === 0 ? (
        <p className="text-sm text-muted">{t('formEmpty')}</p>
      ) : (
        <>
          <ol className="mb-3 flex gap-1" aria-label={t('formOf', { team })}>
            {entries.map((e) => (
              <li key={e.fixtureId}>
                <FormChip letter={e.letter} />
              </li>
            ))}
          </ol>
          <ul className="flex flex-col gap-1.5 text-xs">
            {entries.map((e) => (
              <li key={e.fixtureId} className="flex items-center gap-2">
                <FormChip letter={e.letter} small />
                <span className="w-16 shrink-0 text-muted">{format.dateTime(e.startTimestamp, { dateStyle: 'short', timeZone })}</span>
                <span className="min-w-0 flex-1 truncate text-fg">
                  {t('vs', { team: e.opponent.name })} <span className="text-muted">({e.venue === 'home' ? t('atHome') : t('away')})</span>
                </span>
                <span className="font-bold tabular-nums text-fg">{`${e.scored}–${e.conceded}`}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function FormChip({ letter, small }: { letter: FormLetter; small?: boolean }) {
  const t = useTranslations('common.standings');
  return (
    <span
      title={t(`letter.${letter}`)}
      className={cn('inline-flex items-center justify-center rounded-md font-bold', small ? 'size-5 text-[10px]' : 'size-7 text-xs', LETTER_TONE[letter])}
    >
      <span aria-hidden>{t(`${FORM_RESULT[letter]}.short`)}</span>
      <span className="sr-only">{t(`letter.${letter}`)}</span>
    </span>
  );
}

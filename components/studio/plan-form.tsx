'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { ApiResult } from '@/lib/api/client';
import type { Broadcast, StudioRoom } from '@/lib/contract/studio';
import { BROADCAST_LANGUAGES, BROADCAST_TITLE_MAX, ON_AIR_STATES, type BroadcastLanguage } from '@/lib/domain/broadcast';
import { formatDateTime } from '@/lib/format/date';
import { FIELD_CLASS } from './field-class';
import { RoomMatch } from './room-match';
import { StudioCard } from './studio-card';

interface PlanFormProps {
  rooms: readonly StudioRoom[];
  broadcast: Broadcast | null;
  timeZone: string;
  onPlan(plan: { roomId: number; title: string; language: BroadcastLanguage }): Promise<ApiResult<Broadcast>>;
}

type Problem = 'room' | 'title';

const languageOf = (locale: string): BroadcastLanguage => BROADCAST_LANGUAGES.find((l) => l === locale) ?? 'vi';

/** Which booked match the broadcast is for, its title and commentary language; on air, only the words change. */
export function PlanForm({ rooms, broadcast, timeZone, onPlan }: PlanFormProps) {
  const t = useTranslations('studio.plan');
  const locale = useLocale();
  const ids = { room: useId(), title: useId(), error: useId() };
  const titleInput = useRef<HTMLInputElement>(null);
  const roomSelect = useRef<HTMLSelectElement>(null);
  const [roomId, setRoomId] = useState(broadcast ? String(broadcast.roomId) : '');
  const [title, setTitle] = useState(broadcast?.title ?? '');
  const [language, setLanguage] = useState<BroadcastLanguage>(broadcast?.language ?? languageOf(locale));
  const [problems, setProblems] = useState<ReadonlySet<Problem>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Before hydration a press would submit the form natively and reload the page, losing what was typed.
  const hydrated = useHydrated();
  const onAir = broadcast !== null && ON_AIR_STATES.includes(broadcast.state);
  const chosen = rooms.find((r) => String(r.roomId) === roomId) ?? null;
  // On air, the broadcast keeps its room even once its match has left the list.
  const target = onAir && broadcast ? broadcast.roomId : (chosen?.roomId ?? null);
  const missing = broadcast !== null && !rooms.some((r) => r.roomId === broadcast.roomId);

  function pickRoom(value: string) {
    setRoomId(value);
    const room = rooms.find((r) => String(r.roomId) === value);
    if (room && title.trim() === '') setTitle(`${room.match.home} – ${room.match.away}`);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = new Set<Problem>();
    if (target === null) found.add('room');
    const text = title.trim();
    if (text.length === 0 || text.length > BROADCAST_TITLE_MAX) found.add('title');
    setProblems(found);
    setRefusal(null);
    if (found.has('room')) return roomSelect.current?.focus();
    if (found.has('title')) return titleInput.current?.focus();
    if (target === null) return;
    setBusy(true);
    try {
      const result = await onPlan({ roomId: target, title: text, language });
      if (result.ok) toast.success(t('saved'));
      else setRefusal(result.status === 404 ? t('errors.notYours') : result.status === 409 ? (onAir ? t('errors.roomLocked') : t('errors.over')) : t('errors.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <StudioCard icon="calendar-clock" title={t('title')} testId="plan">
      {rooms.length === 0 && !broadcast ? (
        <p className="text-sm text-muted" data-testid="plan-no-rooms">{t('noRooms')}</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-describedby={refusal ? ids.error : undefined}>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.room} className="text-sm font-semibold text-fg">{t('room')}</label>
            <select
              ref={roomSelect}
              id={ids.room}
              value={roomId}
              disabled={onAir}
              onChange={(e) => pickRoom(e.target.value)}
              aria-invalid={problems.has('room') || undefined}
              aria-describedby={problems.has('room') ? `${ids.room}-error` : undefined}
              className={cn(FIELD_CLASS, 'h-11 py-0')}
            >
              <option value="">{t('pickRoom')}</option>
              {missing && broadcast ? <option value={broadcast.roomId}>{broadcast.title}</option> : null}
              {rooms.map((r) => (
                <option key={r.roomId} value={r.roomId}>{`${r.match.home} – ${r.match.away} · ${formatDateTime(r.match.startTimestamp, timeZone, 'HH:mm DD/MM')}`}</option>
              ))}
            </select>
            {problems.has('room') ? <p id={`${ids.room}-error`} className="text-xs font-semibold text-live">{t('errors.room')}</p> : null}
            {onAir ? <p className="text-xs text-muted">{t('roomLocked')}</p> : null}
            {chosen ? <RoomMatch room={chosen} timeZone={timeZone} /> : null}
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.title} className="text-sm font-semibold text-fg">{t('titleLabel')}</label>
            <input
              ref={titleInput}
              id={ids.title}
              value={title}
              maxLength={BROADCAST_TITLE_MAX + 20}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={problems.has('title') || undefined}
              aria-describedby={`${ids.title}-hint`}
              className={FIELD_CLASS}
            />
            <p id={`${ids.title}-hint`} className={cn('text-xs', problems.has('title') ? 'font-semibold text-live' : 'text-muted')}>
              {problems.has('title') ? t('errors.title', { max: BROADCAST_TITLE_MAX }) : t('titleCount', { count: title.trim().length, max: BROADCAST_TITLE_MAX })}
            </p>
          </div>
          <fieldset className="flex flex-col gap-1.5">
            <legend className="mb-1.5 text-sm font-semibold text-fg">{t('language')}</legend>
            <div className="grid grid-cols-3 gap-1 rounded-xl bg-surface-2 p-1">
              {BROADCAST_LANGUAGES.map((l) => (
                <label key={l} className={cn('flex h-9 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold transition has-focus-visible:ring-2 has-focus-visible:ring-accent', language === l ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg')}>
                  <input type="radio" name="language" value={l} checked={language === l} onChange={() => setLanguage(l)} className="sr-only" />
                  {t(`languages.${l}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {refusal ? <p id={ids.error} role="alert" className="text-sm font-semibold text-live">{refusal}</p> : null}
          <Button type="submit" disabled={busy || !hydrated} data-testid="plan-save">{busy ? t('saving') : broadcast ? t('update') : t('save')}</Button>
        </form>
      )}
    </StudioCard>
  );
}

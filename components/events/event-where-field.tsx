'use client';

import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { MapPin, MonitorPlay } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { cursorItems } from '@/lib/api/queries/cursor-list';
import { placeCitiesQuery, placeListQuery } from '@/lib/api/queries/places';
import type { Match } from '@/lib/contract/schedule';
import type { EventVenue } from './event-form';

interface EventWhereFieldProps {
  fixture: Match | null;
  venue: EventVenue;
  placeId: number | null;
  roomId: number | null;
  onChange: (change: { venue?: EventVenue; placeId?: number | null; roomId?: number | null }) => void;
  errors: { place?: string; room?: string };
}

const select = 'h-10 w-full rounded-lg border border-border bg-surface px-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-live sm:text-sm';

/** Where to watch: at a place (a city, then one of its stadiums, cafés or clubs) or online in one of the match's live rooms. */
export function EventWhereField({ fixture, venue, placeId, roomId, onChange, errors }: EventWhereFieldProps) {
  const t = useTranslations('events.form');
  const id = useId();
  const [city, setCity] = useState('');
  const cities = useQuery({ ...placeCitiesQuery(), enabled: venue === 'place' });
  const places = useInfiniteQuery({ ...placeListQuery(city ? { city } : {}), enabled: venue === 'place' });
  const rooms = fixture?.users ?? [];
  const option = (value: EventVenue, Icon: typeof MapPin) => (
    <label className={cn('flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent', venue === value ? 'border-accent bg-accent/8 text-fg' : 'border-border text-muted hover:bg-surface-2')}>
      <input type="radio" name={`${id}-venue`} checked={venue === value} onChange={() => onChange({ venue: value })} className="sr-only" />
      <Icon aria-hidden className="size-4 text-accent" />
      {t(value === 'place' ? 'atPlace' : 'online')}
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold text-fg">{t('where')}</legend>
      <div className="flex gap-2">
        {option('place', MapPin)}
        {option('online', MonitorPlay)}
      </div>
      {venue === 'place' ? (
        <div className="grid gap-2 sm:grid-cols-[10rem_1fr]">
          <label htmlFor={`${id}-city`} className="sr-only">
            {t('city')}
          </label>
          <select id={`${id}-city`} value={city} onChange={(e) => { setCity(e.target.value); onChange({ placeId: null }); }} className={select}>
            <option value="">{t('allCities')}</option>
            {(cities.data ?? []).map((c) => (
              <option key={c.city} value={c.city}>
                {c.city}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-place`} className="sr-only">
            {t('place')}
          </label>
          <select
            id={`${id}-place`}
            value={placeId ?? ''}
            onChange={(e) => onChange({ placeId: e.target.value ? Number(e.target.value) : null })}
            aria-invalid={errors.place ? true : undefined}
            aria-describedby={errors.place ? `${id}-place-error` : undefined}
            className={select}
          >
            <option value="">{places.isPending ? t('placesLoading') : t('pickPlace')}</option>
            {cursorItems(places.data, (p) => p.id).map((p) => (
              <option key={p.id} value={p.id}>
                {t('placeOption', { name: p.name, city: p.city })}
              </option>
            ))}
          </select>
          {errors.place ? <p id={`${id}-place-error`} className="text-xs font-medium text-live sm:col-span-2">{errors.place}</p> : null}
        </div>
      ) : fixture && rooms.length === 0 ? (
        <p className="text-sm text-muted">{t('noRooms')}</p>
      ) : (
        <>
          <label htmlFor={`${id}-room`} className="sr-only">
            {t('room')}
          </label>
          <select
            id={`${id}-room`}
            value={roomId ?? ''}
            disabled={!fixture}
            onChange={(e) => onChange({ roomId: e.target.value ? Number(e.target.value) : null })}
            aria-invalid={errors.room ? true : undefined}
            aria-describedby={errors.room ? `${id}-room-error` : undefined}
            className={select}
          >
            <option value="">{fixture ? t('pickRoom') : t('pickFixtureFirst')}</option>
            {rooms.map((r) => (
              <option key={r.roomId} value={r.roomId}>
                {t('roomOption', { name: r.nickname ?? r.displayName })}
              </option>
            ))}
          </select>
          {errors.room ? <p id={`${id}-room-error`} className="text-xs font-medium text-live">{errors.room}</p> : null}
        </>
      )}
    </fieldset>
  );
}

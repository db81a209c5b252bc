'use client';

import { useId, useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { MapPinOff } from 'lucide-react';
import { EmptyState } from '@/components/page-kit/empty-state';
import { ListMore } from '@/components/page-kit/list-more';
import { ErrorState, ListLoading } from '@/components/page-kit/list-states';
import { cn } from '@/components/ui/cn';
import { cursorItems } from '@/lib/api/queries/cursor-list';
import { placeCitiesQuery, placeListQuery } from '@/lib/api/queries/places';
import { PLACE_KINDS, type PlaceKind } from '@/lib/domain/places';
import { PlaceCard } from './place-card';
import { PlaceKindIcon } from './place-kind';

const GRID = 'grid grid-cols-1 gap-3 min-[420px]:grid-cols-2';

/** Stadiums, sports cafés and clubs, narrowed by kind and city. */
export function PlacesBrowser() {
  const t = useTranslations('places');
  const id = useId();
  const [kind, setKind] = useState<PlaceKind | undefined>(undefined);
  const [city, setCity] = useState('');
  const cities = useQuery(placeCitiesQuery(kind));
  const places = useInfiniteQuery(placeListQuery({ kind, city: city || undefined }));
  const chip = (value: PlaceKind | undefined, label: string) => (
    <button
      key={value ?? 'all'}
      type="button"
      aria-pressed={kind === value}
      onClick={() => {
        setKind(value);
        setCity('');
      }}
      className={cn('inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full px-3 text-xs font-semibold transition', kind === value ? 'bg-fg text-bg' : 'border border-border bg-surface text-muted hover:text-fg')}
    >
      {value ? <PlaceKindIcon kind={value} className="size-3.5" /> : null}
      {label}
    </button>
  );
  const list = cursorItems(places.data, (p) => p.id);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t('browser.kinds')} className="flex flex-wrap gap-1.5">
          {chip(undefined, t('browser.all'))}
          {PLACE_KINDS.map((k) => chip(k, t(`kinds.${k}`)))}
        </div>
        <label htmlFor={`${id}-city`} className="sr-only">
          {t('browser.city')}
        </label>
        <select id={`${id}-city`} value={city} onChange={(e) => setCity(e.target.value)} className="h-8 rounded-lg border border-border bg-surface px-2 text-xs font-semibold text-fg focus-visible:outline-2 focus-visible:outline-accent">
          <option value="">{t('browser.allCities')}</option>
          {(cities.data ?? []).map((c) => (
            <option key={c.city} value={c.city}>
              {t('browser.cityOption', { city: c.city, count: c.count })}
            </option>
          ))}
        </select>
      </div>
      {places.isPending ? (
        <ListLoading label={t('browser.loading')} rows={4} className={GRID} itemClassName="h-44" />
      ) : places.isError && !places.data ? (
        <ErrorState title={t('browser.failed')} retryLabel={t('browser.retry')} onRetry={() => void places.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState icon={<MapPinOff aria-hidden />} title={t('browser.empty')} />
      ) : (
        <>
          <ul aria-label={t('browser.label')} className={GRID}>
            {list.map((place) => (
              <li key={place.id}>
                <PlaceCard place={place} />
              </li>
            ))}
          </ul>
<ListMore pages={places} labels={{ more: t('browser.more'), loadingMore: t('browser.loadingMore'), moreFailed: t('browser.moreFailed'), retry: t('browser.retry') }} />
        </>
      )}
    </div>
  );
}

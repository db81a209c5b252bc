'use client';

import { useId, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { AlarmClock, CalendarDays, CalendarPlus, CalendarX2, UserRoundCheck } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { useNow } from '@/components/chatroom/use-now';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { ViewPanel, ViewTabs } from '@/components/groups/view-tabs';
import { EmptyState } from '@/components/page-kit/empty-state';
import { Button } from '@/components/ui/button';
import { isSoon, type EventFilter } from '@/lib/domain/event-filters';
import { useIsMember } from '@/lib/stores/session-store';
import { EventList } from './event-list';

const EventCreateDialog = dynamic(() => import('./event-create-dialog').then((m) => m.EventCreateDialog), { ssr: false });

const ICON = { all: CalendarDays, mine: UserRoundCheck, soon: AlarmClock } as const;

/** /bang-ton/su-kien: watch parties still to come (all, the reader's, or near kick-off), and planning one. */
export function EventsView({ initialFilter = 'all' }: { initialFilter?: EventFilter }) {
  const t = useTranslations('events');
  const id = useId();
  const isMember = useIsMember();
  const { renderedAt } = useFeedViewer();
  const now = useNow(renderedAt);
  const [filter, setFilter] = useState<EventFilter>(initialFilter);
  const [creating, setCreating] = useState(false);
  const plan = () => (isMember ? setCreating(true) : openAuthDialog('login'));
  const empty = (
    <EmptyState
      icon={<CalendarX2 aria-hidden />}
      title={t(`list.empty.${filter}Title`)}
      description={t(`list.empty.${filter}Text`)}
      action={<Button variant="outline" size="sm" onClick={plan}>{t('create.open')}</Button>}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ViewTabs
          idBase={id}
          label={t('filters.label')}
          value={filter}
          onChange={setFilter}
          tabs={(['all', 'mine', 'soon'] as const).map((key) => {
            const Icon = ICON[key];
            return { key, label: <><Icon aria-hidden />{t(`filters.${key}`)}</> };
          })}
        />
        <Button onClick={plan} aria-haspopup="dialog" data-testid="event-create-open">
          <CalendarPlus aria-hidden />
          {t('create.open')}
        </Button>
      </div>
      <ViewPanel idBase={id} value={filter}>
        {filter === 'mine' && !isMember ? (
          <EmptyState icon={<UserRoundCheck aria-hidden />} title={t('list.guestTitle')} description={t('list.guestText')} action={<Button onClick={() => openAuthDialog('login')}>{t('list.login')}</Button>} />
        ) : (
          <EventList
            key={filter}
            params={{ scope: filter === 'mine' ? 'mine' : 'upcoming' }}
            label={t(`filters.${filter}`)}
            keep={filter === 'soon' ? (e) => isSoon(e.match.startTimestamp, now) : undefined}
            empty={empty}
          />
        )}
      </ViewPanel>
      {creating ? <EventCreateDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

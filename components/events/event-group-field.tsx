'use client';

import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Lock, UsersRound } from 'lucide-react';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { Button } from '@/components/ui/button';
import { cursorItems } from '@/lib/api/queries/cursor-list';
import { groupListQuery, type GroupCard } from '@/lib/api/queries/groups';

/** A group a party can be planned in: the one whose page it is planned from, or one of the host's. */
export type EventGroupChoice = Pick<GroupCard, 'id' | 'name' | 'privacy'>;

interface EventGroupFieldProps {
  groupId: number | null;
  /** The group whose page the dialog was opened from, listed even before the host's groups arrive. */
  preset?: EventGroupChoice;
  onChange: (groupId: number | null) => void;
  error?: string;
}

const select = 'h-10 w-full rounded-lg border border-border bg-surface px-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-accent aria-invalid:border-live sm:text-sm';

/** "In a group" (optional): one of the groups the host is a member of; a private group's party is seen by its members only. */
export function EventGroupField({ groupId, preset, onChange, error }: EventGroupFieldProps) {
  const t = useTranslations('events.form');
  const id = useId();
  const { viewer } = useFeedViewer();
  const mine = useInfiniteQuery(groupListQuery(viewer, { tab: 'mine' }));
  const joined: EventGroupChoice[] = cursorItems(mine.data, (g) => g.id).filter((g) => g.membership === 'member');
  const groups = preset && !joined.some((g) => g.id === preset.id) ? [preset, ...joined] : joined;
  const chosen = groups.find((g) => g.id === groupId) ?? null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-group`} className="text-sm font-semibold text-fg">
        {t('group')}
        <span className="ml-1.5 text-xs font-normal text-muted">({t('optional')})</span>
      </label>
      <select
        id={`${id}-group`}
        value={groupId ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-group-note${error ? ` ${id}-group-error` : ''}`}
        className={select}
        data-testid="event-group"
      >
        <option value="">{mine.isPending && !preset ? t('groupsLoading') : t('noGroup')}</option>
        {groups.map((g) => (
          <option key={g.id} value={g.id}>
            {g.privacy === 'private' ? t('privateGroupOption', { name: g.name }) : g.name}
          </option>
        ))}
      </select>
      <p id={`${id}-group-note`} className="flex items-start gap-1.5 text-xs text-muted" aria-live="polite">
        {chosen?.privacy === 'private' ? <Lock aria-hidden className="mt-px size-3.5 shrink-0 text-accent" /> : <UsersRound aria-hidden className="mt-px size-3.5 shrink-0" />}
        {chosen ? t(chosen.privacy === 'private' ? 'groupPrivateNote' : 'groupPublicNote', { name: chosen.name }) : t('groupHint')}
      </p>
      {error ? <p id={`${id}-group-error`} className="text-xs font-medium text-live">{error}</p> : null}
      {mine.hasNextPage ? (
        <Button variant="ghost" size="sm" className="self-start" disabled={mine.isFetchingNextPage} onClick={() => void mine.fetchNextPage()}>
          {t('moreGroups')}
        </Button>
      ) : null}
    </div>
  );
}

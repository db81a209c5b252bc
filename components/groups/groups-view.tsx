'use client';

import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Compass, Plus, Search, UsersRound } from 'lucide-react';
import dynamic from 'next/dynamic';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { EmptyState } from '@/components/page-kit/empty-state';
import { Button } from '@/components/ui/button';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { groupSuggestedQuery } from '@/lib/api/queries/groups';
import { GROUP_LIMITS, type GroupListTab } from '@/lib/domain/groups';
import { useIsMember } from '@/lib/stores/session-store';
import { GroupCard } from './group-card';
import { GRID, GroupGrid } from './group-grid';
import { ViewPanel, ViewTabs } from './view-tabs';

const GroupCreateDialog = dynamic(() => import('./group-create-dialog').then((m) => m.GroupCreateDialog), { ssr: false });

/** /bang-ton/nhom: find groups by name, see suggestions and the most popular, the reader's own, and start one. */
export function GroupsView({ initialTab = 'popular' }: { initialTab?: GroupListTab }) {
  const t = useTranslations('groups');
  const id = useId();
  const isMember = useIsMember();
  const [tab, setTab] = useState<GroupListTab>(initialTab);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [creating, setCreating] = useState(false);
  const search = (e: FormEvent) => {
    e.preventDefault();
    const words = typed.trim();
    setQ(words.length >= GROUP_LIMITS.searchMin ? words : '');
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <form role="search" onSubmit={search} className="flex min-w-0 flex-1 basis-64 items-center gap-2">
          <label htmlFor={`${id}-q`} className="sr-only">
            {t('search.label')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={typed}
            maxLength={GROUP_LIMITS.searchMax}
            onChange={(e) => {
              setTyped(e.target.value);
              if (!e.target.value.trim()) setQ('');
            }}
            placeholder={t('search.placeholder')}
            className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 md:text-sm"
          />
          <Button type="submit" variant="outline" aria-label={t('search.submit')}>
            <Search aria-hidden />
          </Button>
        </form>
        <Button onClick={() => (isMember ? setCreating(true) : openAuthDialog('login'))} aria-haspopup="dialog" data-testid="group-create-open">
          <Plus aria-hidden />
          {t('create.open')}
        </Button>
      </div>
      <ViewTabs
        idBase={id}
        label={t('tabs.label')}
        value={tab}
        onChange={setTab}
        tabs={[
          { key: 'popular', label: <><Compass aria-hidden />{t('tabs.popular')}</> },
          { key: 'mine', label: <><UsersRound aria-hidden />{t('tabs.mine')}</> },
        ]}
      />
      <ViewPanel idBase={id} value={tab}>
        {tab === 'mine' && !isMember ? (
          <EmptyState icon={<UsersRound aria-hidden />} title={t('mine.guestTitle')} description={t('mine.guestText')} action={<Button onClick={() => openAuthDialog('login')}>{t('mine.login')}</Button>} />
        ) : q ? (
          <GroupGrid key={`${tab}-${q}`} params={{ tab, q }} label={t('search.results', { q })} empty={<EmptyState icon={<Search aria-hidden />} title={t('search.emptyTitle', { q })} description={t('search.emptyText')} />} />
        ) : tab === 'mine' ? (
          <GroupGrid params={{ tab }} label={t('tabs.mine')} empty={<EmptyState icon={<UsersRound aria-hidden />} title={t('mine.emptyTitle')} description={t('mine.emptyText')} action={<Button variant="outline" size="sm" onClick={() => setTab('popular')}>{t('mine.discover')}</Button>} />} />
        ) : (
          <>
            <Suggested />
            <section aria-labelledby={`${id}-popular`} className="flex flex-col gap-3">
              <h2 id={`${id}-popular`} className="text-base font-bold text-fg">
                {t('popular.title')}
              </h2>
              <GroupGrid params={{ tab: 'popular' }} label={t('popular.title')} empty={<EmptyState icon={<UsersRound aria-hidden />} title={t('popular.emptyTitle')} description={t('popular.emptyText')} />} />
            </section>
          </>
        )}
      </ViewPanel>
      {creating ? <GroupCreateDialog onClose={() => setCreating(false)} /> : null}
    </div>
  );
}

/** Groups for the reader's clubs first, then the busiest ones they are not in; nothing at all when there are none. */
function Suggested() {
  const t = useTranslations('groups.suggested');
  const id = useId();
  const { viewer } = useFeedViewer();
  const suggested = useQuery(groupSuggestedQuery(viewer));
  if (!suggested.data || suggested.data.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-base font-bold text-fg">
        {t('title')}
      </h2>
      <ul className={GRID}>
        {suggested.data.map((group) => (
          <li key={group.id}>
            <GroupCard group={group} />
          </li>
        ))}
      </ul>
    </section>
  );
}

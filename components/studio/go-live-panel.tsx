'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { Skeleton } from '@/components/ui/skeleton';
import type { Broadcast } from '@/lib/contract/studio';
import { StudioCard } from './studio-card';

// Camera, recorder and socket code loads only for those who open the Browser tab.
const BrowserGoLive = dynamic(() => import('./browser-go-live').then((m) => m.BrowserGoLive), {
  ssr: false,
  loading: () => <Skeleton className="aspect-video w-full rounded-xl" />,
});

type Tab = 'encoder' | 'browser';
const TABS: readonly { key: Tab; icon: IconName }[] = [
  { key: 'encoder', icon: 'settings-2' },
  { key: 'browser', icon: 'video' },
];

/** Two ways on air: an encoder such as OBS, or this browser's camera or screen. */
export function GoLivePanel({ broadcast, onChange }: { broadcast: Broadcast | null; onChange(): void }) {
  const t = useTranslations('studio.goLive');
  const [tab, setTab] = useState<Tab>(broadcast?.source === 'browser' ? 'browser' : 'encoder');
  const id = useId();
  return (
    <StudioCard icon="circle-play" title={t('title')} testId="go-live">
      <div role="tablist" aria-label={t('tabsLabel')} className="grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
        {TABS.map(({ key, icon }) => (
          <button
            key={key}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(key)}
            className={cn('inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-1 text-sm font-semibold whitespace-nowrap transition', tab === key ? 'bg-surface text-fg shadow-sm' : 'text-muted hover:text-fg')}
          >
            <Icon name={icon} />
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {tab === 'encoder' ? <EncoderStatus broadcast={broadcast} /> : <BrowserGoLive broadcast={broadcast} onChange={onChange} />}
      </div>
    </StudioCard>
  );
}

function EncoderStatus({ broadcast }: { broadcast: Broadcast | null }) {
  const t = useTranslations('studio.goLive');
  if (!broadcast) return <p className="text-sm text-muted">{t('needPlan')}</p>;
  const state = broadcast.state;
  const receiving = state === 'live' && broadcast.source === 'rtmp';
  return (
    <div className="flex flex-col gap-4" data-testid="encoder-status" data-state={state}>
      <div className={cn('flex items-center gap-3 rounded-xl p-4', receiving ? 'bg-success/10' : state === 'reconnecting' ? 'bg-warning/10' : 'bg-surface-2')}>
        <span aria-hidden className={cn('relative flex size-3 shrink-0 rounded-full', receiving ? 'bg-success' : state === 'reconnecting' ? 'bg-warning' : 'bg-muted')}>
          {state === 'ready' ? <span className="absolute inset-0 animate-ping rounded-full bg-muted opacity-60 motion-reduce:animate-none" /> : null}
        </span>
        <p className="text-sm font-semibold text-fg">
          {state === 'ready' ? t('waiting') : state === 'reconnecting' ? t('reconnecting') : receiving ? t('receiving') : t('fromBrowser')}
        </p>
      </div>
      {state === 'ready' ? (
        <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-muted marker:font-semibold marker:text-fg">
          <li>{t('steps.service')}</li>
          <li>{t('steps.settings')}</li>
          <li>{t('steps.start')}</li>
        </ol>
      ) : null}
    </div>
  );
}

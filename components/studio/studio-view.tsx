'use client';

import { useTranslations } from 'next-intl';
import { ChatPanel } from '@/components/chat/chat-panel';
import { EmptyState } from '@/components/page-kit/empty-state';
import { Icon } from '@/components/ui/icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/stores/session-store';
import { BroadcastCard } from './broadcast-card';
import { GoLivePanel } from './go-live-panel';
import { IngestCard } from './ingest-card';
import { PlanForm } from './plan-form';
import { RecordingsCard } from './recordings-card';
import { RefusalNotice } from './refusal-notice';
import { StreamKeyCard } from './stream-key-card';
import { StudioCard } from './studio-card';
import { useStudio } from './use-studio';

/**
 * The studio: one column on phones in the order a commentator works (broadcast, plan, key, going
 * live, addresses, chat, recordings); on wide screens the live work on the left and the set-up beside it.
 */
export function StudioView({ timeZone }: { timeZone: string }) {
  const t = useTranslations('studio');
  const studio = useStudio();
  const me = useCurrentUser();
  const data = studio.overview.data;
  if (!data) {
    if (studio.overview.isError) return <EmptyState icon={<Icon name="triangle-alert" />} title={t('failed')} />;
    return <Skeleton className="h-96 w-full rounded-xl" />;
  }
  const { broadcast } = studio;
  return (
    <div className="flex flex-col gap-4" data-testid="studio">
      <RefusalNotice refusal={studio.refusal} timeZone={timeZone} />
      <div className="flex flex-col gap-4 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <div className="order-1 lg:order-none">
            <BroadcastCard broadcast={broadcast} timeZone={timeZone} onEnd={studio.end} />
          </div>
          <div className="order-4 lg:order-none">
            <GoLivePanel broadcast={broadcast} onChange={studio.refresh} />
          </div>
          {broadcast?.groupId != null ? (
            <div className="order-6 lg:order-none">
              <StudioCard icon="messages-square" title={t('chat.title')} testId="studio-chat">
                <div className="-mx-4 -mb-4 h-[28rem] overflow-hidden rounded-b-xl border-t border-border">
                  <ChatPanel groupId={broadcast.groupId} visibility="public" variant="compact" announce={false} hostUserId={me?.userId} className="h-full" />
                </div>
              </StudioCard>
            </div>
          ) : null}
          <div className="order-7 lg:order-none">
            <RecordingsCard recordings={data.recordings} timeZone={timeZone} />
          </div>
        </div>
        <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-4">
          <div className="order-2 lg:order-none">
            <PlanForm key={broadcast?.id ?? 'new'} rooms={data.rooms} broadcast={broadcast} timeZone={timeZone} onPlan={studio.plan} />
          </div>
          <div className="order-3 lg:order-none">
            <StreamKeyCard current={data.key} revealed={studio.revealedKey} timeZone={timeZone} onRotate={studio.rotateKey} onHide={studio.hideKey} />
          </div>
          <div className="order-5 lg:order-none">
            <IngestCard ingest={data.ingest} encoder={data.encoder} keyHint={data.key?.hint ?? null} revealedKey={studio.revealedKey} />
          </div>
        </div>
      </div>
    </div>
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { useNow, useTranslations } from 'next-intl';
import { Lightbulb, LogIn } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/page-kit/empty-state';
import { SectionHeading } from '@/components/ui/section-heading';
import { useHydrated } from '@/components/ui/use-hydrated';
import { myTipsQuery } from '@/lib/api/queries/tips';
import { useCurrentUser, useIsMember, useSessionStatus } from '@/lib/stores/session-store';
import { MyStats } from './my-stats';
import { MyTipRow } from './my-tip-row';
import { TipForm } from './tip-form';

interface MyTipsViewProps {
  /** The member the server rendered for (0 for a guest) until the browser's session is known. */
  serverViewer: number;
  timeZone: string;
  initialFixtureId?: number;
  initialLiveModeId?: number;
}

/** /tip-keo/tip-cua-toi: a guest is asked to log in; a member writes tips and follows their results. */
export function MyTipsView({ serverViewer, timeZone, initialFixtureId, initialLiveModeId }: MyTipsViewProps) {
  const t = useTranslations('tips');
  const hydrated = useHydrated();
  const status = useSessionStatus();
  const isMember = useIsMember();
  const user = useCurrentUser();
  const now = useNow({ updateInterval: 60_000 }).getTime();
  const sessionKnown = hydrated && (status === 'ready' || status === 'error' || status === 'blocked');
  const viewer = sessionKnown ? (isMember && user ? user.userId : 0) : serverViewer;
  const mine = useQuery({ ...myTipsQuery(viewer), enabled: viewer !== 0 });

  if (viewer === 0) {
    return (
      <EmptyState
        icon={<LogIn aria-hidden />}
        title={t('mine.guestTitle')}
        description={t('mine.guestText')}
        action={
          <Button aria-haspopup="dialog" onClick={() => openAuthDialog('login')}>
            <LogIn aria-hidden />
            {t('mine.login')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section aria-labelledby="my-tips-list" className="order-2 flex min-w-0 flex-col gap-3 lg:order-1">
        {mine.data ? <MyStats stats={mine.data.stats} /> : null}
        <SectionHeading id="my-tips-list" icon={<Lightbulb aria-hidden />}>{t('mine.listTitle')}</SectionHeading>
        {mine.data && mine.data.items.length === 0 ? (
          <EmptyState title={t('mine.emptyTitle')} description={t('mine.emptyText')} />
        ) : (
          <ul className="flex flex-col gap-4" data-testid="my-tips">
            {(mine.data?.items ?? []).map((tip) => (
              <li key={tip.id}>
                <MyTipRow tip={tip} timeZone={timeZone} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="write-tip" className="order-1 lg:order-2">
        <Card className="flex flex-col gap-3 p-4 lg:sticky lg:top-20">
          <h2 id="write-tip" className="text-base font-bold text-fg">{t('form.title')}</h2>
          <TipForm initialFixtureId={initialFixtureId} initialLiveModeId={initialLiveModeId} />
        </Card>
      </section>
    </div>
  );
}

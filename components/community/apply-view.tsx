'use client';

import { useState } from 'react';
import { CalendarClock, Headphones, Mic, Users } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { Application } from '@/lib/contract/community';
import { ApplicationForm } from './application-form';
import { ApplicationReview } from './application-review';
import { ApplicationStatusCard } from './application-status';
import { MemberGate } from '@/components/auth/member-gate';
import { PageHeader } from '@/components/page-kit/page-header';
import { PageShell } from '@/components/page-kit/page-shell';

export interface ApplyViewProps {
  /** undefined for a guest, null for a member who never applied. */
  mine: Application | null | undefined;
  /** Pending applications when the viewer is staff, else null. */
  review: readonly Application[] | null;
  timeZone: string;
}

const PERKS = [
  ['audience', Users],
  ['schedule', CalendarClock],
  ['support', Headphones],
] as const;

/** /ung-tuyen-binh-luan-vien: why apply, the form or the application's status, and the staff's review list. */
export function ApplyView({ mine: initial, review, timeZone }: ApplyViewProps) {
  const t = useTranslations('community.apply');
  const [mine, setMine] = useState(initial);
  const [again, setAgain] = useState(false);
  const showForm = mine === null || (mine?.status === 'rejected' && again);
  return (
    <PageShell width="narrow">
      <PageHeader icon={Mic} title={t('title')} subtitle={t('intro')} subtitleStyle="lead">
        <ul className="mt-1 grid gap-2 sm:grid-cols-3">
          {PERKS.map(([key, Icon]) => (
            <li key={key} className="flex items-start gap-2 rounded-xl border border-border bg-surface p-3 text-sm text-fg">
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              {t(`perks.${key}`)}
            </li>
          ))}
        </ul>
      </PageHeader>
      {mine === undefined ? <MemberGate title={t('guestTitle')} text={t('guestText')} login={t('login')} icon={<Mic aria-hidden />} /> : null}
      {mine ? <ApplicationStatusCard application={mine} timeZone={timeZone} /> : null}
      {mine?.status === 'rejected' && !again ? (
        <button type="button" onClick={() => setAgain(true)} className="self-start text-sm font-medium text-accent hover:underline">
          {t('applyAgain')}
        </button>
      ) : null}
      {showForm ? (
        <ApplicationForm
          onSubmitted={(saved) => {
            setMine(saved);
            setAgain(false);
          }}
        />
      ) : null}
      {review ? <ApplicationReview initial={review} timeZone={timeZone} /> : null}
    </PageShell>
  );
}

'use client';

import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { ApiError } from '@/lib/api/error-catalogue';
import { reportMember } from '@/lib/api/queries/review';
import type { MemberReportReason } from '@/lib/domain/review';
import { useFeedFailure } from './use-feed-failure';

/** `sent`: the report is new; `already`: the reader's earlier report on this member is still open. */
export type MemberReportOutcome = 'sent' | 'already';

/** Reports a member to staff; a lapsed session gets the login form, other refusals a toast. */
export function useMemberReport(userId: number, onReported: (outcome: MemberReportOutcome) => void) {
  const t = useTranslations('feed.memberReport');
  const fail = useFeedFailure();
  return useMutation({
    mutationFn: (reason: MemberReportReason) =>
      reportMember({ userId, reason }).then(
        (): MemberReportOutcome => 'sent',
        // A second report (409) is no failure to the reader: the first one still waits for staff.
        (err: unknown): MemberReportOutcome => {
          if (err instanceof ApiError && err.status === 409) return 'already';
          throw err;
        },
      ),
    onSuccess: (outcome) => {
      if (outcome === 'sent') toast.success(t('done'));
      onReported(outcome);
    },
    onError: fail,
  });
}

'use client';

import { useTranslations } from 'next-intl';
import { Flag, MoreHorizontal } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import type { FeedProfile } from '@/lib/api/queries/feed';
import { MEMBER_REPORT_REASONS } from '@/lib/domain/review';
import { useIsMember } from '@/lib/stores/session-store';
import { ReportReasonsForm } from './report-reasons-form';
import { useMemberReport, type MemberReportOutcome } from './use-member-report';

/** Another member's profile options: report them (a guest gets the login form); once reported, a note instead. */
export function ProfileMenu({ reported, onReport }: { reported: boolean; onReport: () => void }) {
  const t = useTranslations('feed.memberReport');
  const isMember = useIsMember();
  return (
    <Dropdown label={t('menu')} trigger={<MoreHorizontal aria-hidden />} triggerClassName="h-8 px-1.5 text-muted hover:text-fg" panelClassName="min-w-52">
      {(close) =>
        reported ? (
          <p className="max-w-64 px-2.5 py-2 text-xs text-muted">{t('already')}</p>
        ) : (
          <DropdownItem
            icon={<Flag aria-hidden />}
            onSelect={() => {
              close();
              if (isMember) onReport();
              else openAuthDialog('login');
            }}
          >
            {t('open')}
          </DropdownItem>
        )
      }
    </Dropdown>
  );
}

/** The reasons to report a member, one to pick, as a post's report panel asks them. */
export function MemberReportPanel({ profile, onClose, onReported }: { profile: FeedProfile; onClose: () => void; onReported: (outcome: MemberReportOutcome) => void }) {
  const t = useTranslations('feed.memberReport');
  const report = useMemberReport(profile.author.userId, onReported);
  return (
    <ReportReasonsForm
      reasons={MEMBER_REPORT_REASONS}
      legend={t('title', { name: profile.author.displayName })}
      reasonLabel={(r) => t(`reasons.${r}`)}
      labels={{ cancel: t('cancel'), send: t('send') }}
      busy={report.isPending}
      onSend={(reason) => report.mutate(reason)}
      onClose={onClose}
      testId="member-report"
    />
  );
}

/** Said when the reader tries again while their earlier report on the member still waits for staff. */
export function MemberReportedNote() {
  const t = useTranslations('feed.memberReport');
  return (
    <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted" data-testid="member-reported">
      {t('already')}
    </p>
  );
}

'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Flag, MoreHorizontal } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import type { FeedProfile } from '@/lib/api/queries/feed';
import { MEMBER_REPORT_REASONS, type MemberReportReason } from '@/lib/domain/review';
import { useIsMember } from '@/lib/stores/session-store';
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
  const name = useId();
  const [reason, setReason] = useState<MemberReportReason>('spam');
  const report = useMemberReport(profile.author.userId, onReported);
  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/60 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate(reason);
      }}
      data-testid="member-report"
    >
      <fieldset className="flex flex-col gap-1.5" disabled={report.isPending}>
        <legend className="mb-1 text-sm font-semibold text-fg">{t('title', { name: profile.author.displayName })}</legend>
        {MEMBER_REPORT_REASONS.map((r, i) => (
          <label key={r} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-fg">
            <input type="radio" name={name} value={r} checked={reason === r} onChange={() => setReason(r)} autoFocus={i === 0} className="size-4 accent-[var(--color-accent)]" />
            {t(`reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={report.isPending} aria-busy={report.isPending || undefined}>
          {t('send')}
        </Button>
      </div>
    </form>
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

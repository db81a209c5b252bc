'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { COMMENT_REPORT_REASONS, type CommentReportReason } from '@/lib/domain/comments';
import { useDeleteComment, useModerateComment, useReportComment } from './use-comment-writes';

export type CommentPanelKind = 'report' | 'delete' | 'moderate-delete';

/** Under a comment: the reasons to report it, or the question before deleting it. */
export function CommentPanel({ id, kind, onClose }: { id: number; kind: CommentPanelKind; onClose: () => void }) {
  return kind === 'report' ? <ReportPanel id={id} onClose={onClose} /> : <DeletePanel id={id} asModerator={kind === 'moderate-delete'} onClose={onClose} />;
}

function ReportPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const t = useTranslations('comments');
  const name = useId();
  const [reason, setReason] = useState<CommentReportReason>('spam');
  const report = useReportComment(id);
  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/60 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate(reason, { onSettled: onClose });
      }}
      data-testid="comment-report"
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-semibold text-fg">{t('report.title')}</legend>
        {COMMENT_REPORT_REASONS.map((r, i) => (
          <label key={r} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm text-fg">
            <input type="radio" name={name} value={r} checked={reason === r} onChange={() => setReason(r)} autoFocus={i === 0} className="size-4 accent-[var(--color-accent)]" />
            {t(`report.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={report.isPending}>
          {t('report.action')}
        </Button>
      </div>
    </form>
  );
}

function DeletePanel({ id, asModerator, onClose }: { id: number; asModerator: boolean; onClose: () => void }) {
  const t = useTranslations('comments.actions');
  const own = useDeleteComment(id);
  const moderate = useModerateComment(id);
  const busy = own.isPending || moderate.isPending;
  const confirm = () => (asModerator ? moderate.mutate('delete', { onSettled: onClose }) : own.mutate(undefined, { onSettled: onClose }));
  return (
    <div role="group" aria-label={t('deleteQuestion')} className="flex flex-wrap items-center justify-end gap-2 rounded-xl border border-border bg-surface-2/60 p-3" data-testid="comment-delete">
      <span className="min-w-0 flex-1 basis-40 text-sm text-fg">{t('deleteQuestion')}</span>
      <Button variant="ghost" size="sm" onClick={onClose} autoFocus>
        {t('cancel')}
      </Button>
      <Button variant="live" size="sm" disabled={busy} onClick={confirm}>
        {t('confirm')}
      </Button>
    </div>
  );
}

'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Post } from '@/lib/contract/feed';
import { POST_REPORT_REASONS } from '@/lib/domain/feed';
import { PostEditForm } from './post-edit-form';
import type { PostPanelKind } from './post-menu';
import type { PostReportReason } from './post-state';
import { useDeletePost, useReportPost } from './use-post-writes';

const PANEL = 'flex flex-col gap-2 rounded-xl border border-border bg-surface-2/60 p-3';

/** Under a post's header: the reasons to report it, the question before deleting it, or the edit form. */
export function PostPanel({ post, kind, onClose }: { post: Post; kind: PostPanelKind; onClose: () => void }) {
  if (kind === 'report') return <ReportPanel post={post} onClose={onClose} />;
  if (kind === 'delete') return <DeletePanel post={post} onClose={onClose} />;
  return <PostEditForm post={post} onClose={onClose} />;
}

function ReportPanel({ post, onClose }: { post: Post; onClose: () => void }) {
  const t = useTranslations('feed.report');
  const name = useId();
  const [reason, setReason] = useState<PostReportReason>('spam');
  const report = useReportPost(post);
  return (
    <form
      className={PANEL}
      onSubmit={(e) => {
        e.preventDefault();
        report.mutate(reason);
        onClose();
      }}
      data-testid="post-report"
    >
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1 text-sm font-semibold text-fg">{t('title')}</legend>
        {POST_REPORT_REASONS.map((r, i) => (
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
        <Button type="submit" size="sm">
          {t('send')}
        </Button>
      </div>
    </form>
  );
}

function DeletePanel({ post, onClose }: { post: Post; onClose: () => void }) {
  const t = useTranslations('feed.delete');
  const remove = useDeletePost(post);
  return (
    <div role="group" aria-label={t('question')} className={`${PANEL} flex-row flex-wrap items-center justify-end`} data-testid="post-delete">
      <span className="min-w-0 flex-1 basis-48 text-sm text-fg">{t('question')}</span>
      <Button variant="ghost" size="sm" onClick={onClose} autoFocus>
        {t('cancel')}
      </Button>
      <Button
        variant="live"
        size="sm"
        disabled={remove.isPending}
        onClick={() => {
          remove.mutate();
          onClose();
        }}
      >
        {t('confirm')}
      </Button>
    </div>
  );
}

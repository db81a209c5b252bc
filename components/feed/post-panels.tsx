'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Post } from '@/lib/contract/feed';
import { POST_REPORT_REASONS } from '@/lib/domain/feed';
import { PostEditForm } from './post-edit-form';
import type { PostPanelKind } from './post-menu';
import { PANEL, ReportReasonsForm } from './report-reasons-form';
import { useDeletePost, useReportPost } from './use-post-writes';

/** Under a post's header: the reasons to report it, the question before deleting it, or the edit form. */
export function PostPanel({ post, kind, onClose }: { post: Post; kind: PostPanelKind; onClose: () => void }) {
  if (kind === 'report') return <ReportPanel post={post} onClose={onClose} />;
  if (kind === 'delete') return <DeletePanel post={post} onClose={onClose} />;
  return <PostEditForm post={post} onClose={onClose} />;
}

function ReportPanel({ post, onClose }: { post: Post; onClose: () => void }) {
  const t = useTranslations('feed.report');
  const report = useReportPost(post);
  return (
    <ReportReasonsForm
      reasons={POST_REPORT_REASONS}
      legend={t('title')}
      reasonLabel={(r) => t(`reasons.${r}`)}
      labels={{ cancel: t('cancel'), send: t('send') }}
      onSend={(reason) => {
        report.mutate(reason);
        onClose();
      }}
      onClose={onClose}
      testId="post-report"
    />
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

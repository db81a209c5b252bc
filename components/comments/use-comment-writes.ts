'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { commentKeys, deleteComment, moderateComment, postComment, reportComment } from '@/lib/api/queries/comments';
import type { CommentModeration, CommentRateAction, CommentReportReason } from '@/lib/domain/comments';
import { useCommentScope } from './comment-context';
import { commentErrorKey, isConflict, isUnauthorized } from './comment-errors';

/** Every write refreshes the item's lists and replies, so counts and states come from the server. */
function useRefreshItem() {
  const queryClient = useQueryClient();
  const { kind, itemId } = useCommentScope();
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.item(kind, itemId) });
}

function useFailure(action: CommentRateAction = 'post') {
  const t = useTranslations('comments.errors');
  return (err: unknown) => {
    if (isUnauthorized(err)) openAuthDialog('login');
    else toast.error(t(commentErrorKey(err, action)));
  };
}

export function usePostComment(onPosted: () => void) {
  const t = useTranslations('comments');
  const { kind, itemId } = useCommentScope();
  const refresh = useRefreshItem();
  const fail = useFailure();
  return useMutation({
    mutationFn: ({ body, parentId }: { body: string; parentId?: number }) => postComment({ kind, itemId, body, parentId: parentId ?? null }),
    onSuccess: () => {
      onPosted();
      toast.success(t('form.posted'));
    },
    onError: fail,
    onSettled: refresh,
  });
}

export function useReportComment(id: number) {
  const t = useTranslations('comments.report');
  const refresh = useRefreshItem();
  const fail = useFailure('report');
  return useMutation({
    mutationFn: (reason: CommentReportReason) => reportComment({ id, reason }),
    onSuccess: () => toast.success(t('done')),
    onError: (err) => (isConflict(err) ? toast(t('already')) : fail(err)),
    onSettled: refresh,
  });
}

export function useDeleteComment(id: number) {
  const t = useTranslations('comments.actions');
  const refresh = useRefreshItem();
  const fail = useFailure();
  return useMutation({ mutationFn: () => deleteComment(id), onSuccess: () => toast.success(t('deleted')), onError: fail, onSettled: refresh });
}

const MODERATED: Record<CommentModeration, 'hidden' | 'shown' | 'deleted'> = { hide: 'hidden', unhide: 'shown', delete: 'deleted' };

export function useModerateComment(id: number) {
  const t = useTranslations('comments.actions');
  const refresh = useRefreshItem();
  const fail = useFailure();
  return useMutation({
    mutationFn: (action: CommentModeration) => moderateComment({ id, action }),
    onSuccess: (_data, action) => toast.success(t(MODERATED[action])),
    onError: fail,
    onSettled: refresh,
  });
}

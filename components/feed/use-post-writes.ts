'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { createPost, deletePost, dropPost, editPost, feedKeys, patchPost, prependPost, reactToPost, reportPost, voteInPoll } from '@/lib/api/queries/feed';
import { SAVED_KEY_ROOT, saveItem, unsaveItem } from '@/lib/api/queries/saved';
import type { Post } from '@/lib/contract/feed';
import type { PostAudience } from '@/lib/domain/feed';
import { ApiError } from '@/lib/api/error-catalogue';
import { useFeedViewer } from './feed-viewer';
import { pollAfterVote, reactionsAfter, type PostReaction, type PostReportReason } from './post-state';
import { useFeedFailure } from './use-feed-failure';
import { useOptimisticPost } from './use-optimistic-post';

const isConflict = (err: unknown): boolean => err instanceof ApiError && err.status === 409;

/** Saved items know posts as this kind. */
export const SAVED_POST_KIND = 'post';

export function useReactToPost(post: Post) {
  return useOptimisticPost({
    postId: post.id,
    send: (reaction: PostReaction | null) => reactToPost({ id: post.id, reaction }),
    guess: (p, reaction) => ({ ...p, ...reactionsAfter(p, reaction) }),
    settle: (p, answer) => ({ ...p, reactions: answer.reactions, myReaction: answer.myReaction }),
  });
}

export function useVoteInPoll(post: Post) {
  return useOptimisticPost({
    postId: post.id,
    send: (optionId: number) => voteInPoll(post.id, optionId),
    guess: (p, optionId) => (p.poll ? { ...p, poll: pollAfterVote(p.poll, optionId) } : p),
    settle: (p, poll) => ({ ...p, poll }),
  });
}

export function useSavePost(post: Post) {
  const t = useTranslations('feed.post');
  const client = useQueryClient();
  return useOptimisticPost({
    postId: post.id,
    send: (save: boolean) => (save ? saveItem(SAVED_POST_KIND, post.id) : unsaveItem(SAVED_POST_KIND, post.id)),
    guess: (p, save) => ({ ...p, saved: save }),
    settle: (p, answer) => ({ ...p, saved: answer.saved }),
    onDone: (answer) => {
      toast.success(t(answer.saved ? 'savedToast' : 'unsavedToast'));
      void client.invalidateQueries({ queryKey: [SAVED_KEY_ROOT] });
    },
  });
}

export function useReportPost(post: Post) {
  const t = useTranslations('feed.report');
  return useOptimisticPost({
    postId: post.id,
    // A second report (409) changes nothing: the post stays marked as reported.
    send: (reason: PostReportReason) => reportPost({ id: post.id, reason }).catch((err: unknown) => {
      if (isConflict(err)) return { id: post.id, reported: true };
      throw err;
    }),
    guess: (p) => ({ ...p, reported: true }),
    settle: (p, answer) => ({ ...p, reported: answer.reported }),
    onDone: () => toast.success(t('done')),
  });
}

/** Deleting takes the post out of every list at once; a refusal puts it back. */
export function useDeletePost(post: Post) {
  const t = useTranslations('feed.delete');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const fail = useFeedFailure();
  return useMutation({
    mutationFn: () => deletePost(post.id),
    onMutate: () => {
      const before = client.getQueriesData({ queryKey: feedKeys.lists(viewer) });
      dropPost(client, viewer, post.id);
      return before;
    },
    onSuccess: () => {
      toast.success(t('done'));
      client.removeQueries({ queryKey: feedKeys.post(viewer, post.id) });
    },
    onError: (err, _vars, before) => {
      for (const [key, data] of before ?? []) client.setQueryData(key, data);
      fail(err);
    },
  });
}

/** The author's change of text or audience; the saved post replaces the cached one everywhere. */
export function useEditPost(post: Post, onSaved: () => void) {
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  return useMutation({
    mutationFn: ({ body, audience }: { body: string; audience: PostAudience }) => editPost({ id: post.id, body, audience }),
    onSuccess: (saved) => {
      patchPost(client, viewer, saved.id, () => saved);
      onSaved();
    },
  });
}

/** Publishes a post (or a share); the server's answer goes at the top of the reader's own lists. */
export function useCreatePost(onPosted: (post: Post) => void) {
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      prependPost(client, viewer, post);
      onPosted(post);
    },
  });
}

'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedKeys, patchPost, restoreFeed, snapshotFeed, type FeedSnapshot } from '@/lib/api/queries/feed';
import type { Post } from '@/lib/contract/feed';
import { useFeedViewer } from './feed-viewer';
import { useFeedFailure } from './use-feed-failure';

interface OptimisticPostWrite<V, R> {
  postId: number;
  send: (vars: V) => Promise<R>;
  /** The post as it should look at once. */
  guess: (post: Post, vars: V) => Post;
  /** The post once the server answered. */
  settle: (post: Post, answer: R) => Post;
  onDone?: (answer: R) => void;
}

/**
 * A write shown at once in every list and page that holds the post, and put back as it was if the
 * server refuses it (the bluesky pattern: one change to the whole cache under the reader's key).
 */
export function useOptimisticPost<V, R>({ postId, send, guess, settle, onDone }: OptimisticPostWrite<V, R>) {
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const fail = useFeedFailure();
  return useMutation<R, Error, V, FeedSnapshot>({
    mutationFn: send,
    onMutate: async (vars) => {
      // A read landing after the guess would paint the old state over it.
      await client.cancelQueries({ queryKey: feedKeys.viewer(viewer) });
      const before = snapshotFeed(client, viewer);
      patchPost(client, viewer, postId, (p) => guess(p, vars));
      return before;
    },
    onSuccess: (answer) => {
      patchPost(client, viewer, postId, (p) => settle(p, answer));
      onDone?.(answer);
    },
    onError: (err, _vars, before) => {
      if (before) restoreFeed(client, before);
      fail(err);
    },
  });
}

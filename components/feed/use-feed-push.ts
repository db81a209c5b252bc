'use client';

import { useEffect, useRef, useState } from 'react';
import { readFeedPush } from '@/lib/contract/feed-push';
import { feedTopic } from '@/lib/domain/feed';
import { useSessionStore } from '@/lib/stores/session-store';

const loadSocket = () => import('@/lib/chat/chat-connection');

/**
 * The posts others published since the list was read, as the server pushes them on the member's own
 * feed topic over the site's one socket (shared with any chat on the page). Members only; the
 * member's own posts are already at the top of their list, so they are not counted. The socket's code
 * is fetched once the page is up, so the feed does not wait for it.
 */
export function useNewPosts(viewer: number): { count: number; clear: () => void } {
  const token = useSessionStore((s) => s.token);
  const [ids, setIds] = useState<readonly number[]>([]);
  const member = viewer > 0;

  useEffect(() => {
    if (member) void loadSocket().then(({ chatSocket }) => chatSocket().setToken(token));
  }, [member, token]);

  const seen = useRef(new Set<number>());
  useEffect(() => {
    if (!member) return;
    let stop: (() => void) | undefined;
    let gone = false;
    void loadSocket().then(({ chatSocket, retainChatSocket }) => {
      if (gone) return;
      const release = retainChatSocket();
      const unwatch = chatSocket().watch(feedTopic(viewer), (body) => {
        const push = readFeedPush(body);
        if (!push || push.authorId === viewer || seen.current.has(push.postId)) return;
        seen.current.add(push.postId);
        setIds((all) => [...all, push.postId]);
      });
      stop = () => {
        unwatch();
        release();
      };
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, [member, viewer]);

  return { count: ids.length, clear: () => setIds([]) };
}

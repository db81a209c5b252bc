'use client';

import { useEffect, useRef, useState } from 'react';
import { chatSocket, retainChatSocket } from '@/lib/chat/chat-connection';
import { feedPush } from '@/lib/contract/feed';
import { feedTopic } from '@/lib/domain/feed';
import { useSessionStore } from '@/lib/stores/session-store';

/**
 * The posts others published since the list was read, as the server pushes them on the member's own
 * feed topic over the site's one socket (shared with any chat on the page). Members only; the
 * member's own posts are already at the top of their list, so they are not counted.
 */
export function useNewPosts(viewer: number): { count: number; clear: () => void } {
  const token = useSessionStore((s) => s.token);
  const [ids, setIds] = useState<readonly number[]>([]);
  const member = viewer > 0;

  useEffect(() => {
    if (member) chatSocket().setToken(token);
  }, [member, token]);

  useEffect(() => (member ? retainChatSocket() : undefined), [member]);

  const seen = useRef(new Set<number>());
  useEffect(() => {
    if (!member) return;
    return chatSocket().watch(feedTopic(viewer), (body) => {
      const push = feedPush.safeParse(body);
      if (!push.success || push.data.authorId === viewer || seen.current.has(push.data.postId)) return;
      const { postId } = push.data;
      seen.current.add(postId);
      setIds((all) => [...all, postId]);
    });
  }, [member, viewer]);

  return { count: ids.length, clear: () => setIds([]) };
}

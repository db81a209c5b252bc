'use client';

import { useEffect, useRef, useState } from 'react';
import { chatSocket, retainChatSocket } from '@/lib/chat/chat-connection';
import { feedTopic, type FeedPush } from '@/lib/domain/feed';
import { useSessionStore } from '@/lib/stores/session-store';

function isFeedPush(body: unknown): body is FeedPush {
  if (typeof body !== 'object' || body === null) return false;
  const push = body as Record<string, unknown>;
  return push.type === 'new-post' && Number.isInteger(push.postId) && Number.isInteger(push.authorId);
}

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
      if (!isFeedPush(body) || body.authorId === viewer || seen.current.has(body.postId)) return;
      seen.current.add(body.postId);
      setIds((all) => [...all, body.postId]);
    });
  }, [member, viewer]);

  return { count: ids.length, clear: () => setIds([]) };
}

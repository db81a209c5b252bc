'use client';

import { useQuery } from '@tanstack/react-query';
import { conversationsQuery } from '@/lib/api/queries/chat-rooms';
import { MessagesLink, unreadOf } from './chatroom-nav';
import { useViewer } from './use-viewer';

/**
 * The messages link of the private-message pages: the unread count comes from the query cache the
 * conversations share, so reading one clears the count at once.
 */
export function CachedMessagesLink({ serverViewer }: { serverViewer: number }) {
  const { viewer } = useViewer(serverViewer);
  const { data } = useQuery({ ...conversationsQuery(viewer), enabled: viewer !== 0 });
  return <MessagesLink unread={unreadOf(data)} />;
}

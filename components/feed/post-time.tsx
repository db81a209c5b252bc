'use client';

import { useNow } from '@/components/chatroom/use-now';
import { PublishedTime } from '@/components/page-kit/item-meta';
import { useFeedViewer } from './feed-viewer';

/** When a post went out, as the other sections show it: relative within a day, the reader's date after. */
export function PostTime({ at, className }: { at: number; className?: string }) {
  const { timeZone, renderedAt } = useFeedViewer();
  const now = useNow(renderedAt || at);
  return <PublishedTime at={at} now={now} timeZone={timeZone} className={className} />;
}

import { cache } from 'react';
import { chatRoomDetailQuery } from '@/lib/api/queries/chat-rooms';
import { serverQuery } from '@/server/api/server-query';
import { serverViewer } from '@/server/api/server-viewer';

/** One room's detail as this visitor sees it (their follow flag), once per request for the page and its metadata. */
export const loadRoomDetail = cache(async (groupId: number) => serverQuery(chatRoomDetailQuery(groupId, await serverViewer())));

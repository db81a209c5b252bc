import { cache } from 'react';
import { chatRoomDetail } from '@/lib/contract/chat';
import { serverApiResult } from '@/server/api/server-api';

/** One room's detail per request, shared by the page and its metadata. */
export const loadRoomDetail = cache((groupId: number) => serverApiResult(chatRoomDetail, { query: { groupId } }));

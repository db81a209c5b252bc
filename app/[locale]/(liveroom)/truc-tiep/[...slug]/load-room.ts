import { cache } from 'react';
import type { RoomDetail } from '@/lib/contract/room';
import type { Locale } from '@/lib/domain/locale';
import { getDb } from '@/server/db/client';
import { liveRoomDetail } from '@/server/services/rooms';

/** One room per request, shared by the page and its metadata. */
export const loadRoom = cache(async (roomId: number, locale: Locale): Promise<RoomDetail | null> => {
  const db = await getDb();
  return liveRoomDetail(db, roomId, { locale });
});

import { cache } from 'react';
import { liveRoomQuery } from '@/lib/api/queries/room';
import type { RoomDetail } from '@/lib/contract/room';
import type { Locale } from '@/lib/domain/locale';
import { foundOrNull } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';
import { getDb } from '@/server/db/client';
import { liveRoomDetail } from '@/server/services/rooms';

/**
 * The room a page names, or null for an unknown one; a failure is thrown to the error view. The page
 * and its metadata ask the request's query client, which loads it once.
 */
export async function findRoom(roomId: number): Promise<RoomDetail | null> {
  return foundOrNull(await serverQuery(liveRoomQuery(roomId)), `room ${roomId}`);
}

/**
 * The room for its share card. A card is fetched past the locale middleware, so the API's calls could
 * not tell its language; like the other route handlers it reads the room in the language its address names.
 */
export const loadRoom = cache(async (roomId: number, locale: Locale): Promise<RoomDetail | null> => {
  const db = await getDb();
  return liveRoomDetail(db, roomId, { locale });
});

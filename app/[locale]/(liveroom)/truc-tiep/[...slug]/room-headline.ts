import { getTranslations } from 'next-intl/server';
import { isAlwaysOnMode } from '@/components/live-room/room-kind';
import { roomMatchName } from '@/components/live-room/room-paths';
import type { RoomDetail } from '@/lib/contract/room';
import type { Locale } from '@/lib/domain/locale';

/** A room's title and description, as the page's metadata and its structured data both name it. */
export async function roomHeadline(room: RoomDetail, locale: Locale): Promise<{ title: string; description: string }> {
  const t = await getTranslations({ locale, namespace: 'liveroom.meta' });
  const people = await getTranslations({ locale, namespace: 'common.people' });
  const alwaysOn = isAlwaysOnMode(room.liveModeId);
  const host = people('commentatorNamed', { name: room.host.displayName });
  return {
    title: alwaysOn ? t('tableTitle', { title: room.title, host }) : t('title', { home: room.match.home, away: room.match.away, host }),
    description: t('description', { match: roomMatchName(room, alwaysOn), host }),
  };
}

import { getTranslations } from 'next-intl/server';
import { canonicalRoomPath } from '@/components/live-room/room-paths';
import { isAlwaysOnMode } from '@/components/live-room/room-kind';
import type { RoomDetail } from '@/lib/contract/room';
import { leaguePath, teamPath } from '@/lib/domain/football-urls';
import { LIVE_MODE, liveModeById } from '@/lib/domain/live-modes';
import type { Locale } from '@/lib/domain/locale';
import { roomCardPath } from '@/lib/domain/share-card';
import { pageUrls } from '@/lib/seo/page-urls';
import { roomHeadline } from './room-headline';
import { liveVideoLd, sportsEventLd, type JsonLd } from '@/lib/seo/structured-data';

/** A room as search engines read it: a live VideoObject, published as a BroadcastEvent of its match. */
export async function roomStructuredData(room: RoomDetail, locale: Locale): Promise<JsonLd> {
  const [urls, headline, modes] = await Promise.all([pageUrls(locale), roomHeadline(room, locale), getTranslations({ locale, namespace: 'liveModes' })]);
  const alwaysOn = isAlwaysOnMode(room.liveModeId);
  const url = urls.page(canonicalRoomPath(room) ?? '/');
  const { match } = room;
  const mode = liveModeById(room.liveModeId);
  // Team and league pages exist for football; other sports name their sides without a link.
  const football = room.liveModeId === LIVE_MODE.football;
  const side = (team: RoomDetail['match']['localteam']) => ({ name: team.name, url: football ? urls.page(teamPath(team)) : url, logo: urls.file(team.logo) });
  const event = alwaysOn
    ? null
    : sportsEventLd({
        match,
        url,
        sport: mode ? modes(mode.key) : '',
        home: side(match.localteam),
        away: side(match.visitorteam),
        league: { name: match.league.name, ...(football ? { url: urls.page(leaguePath(match.league)) } : {}) },
      });
  return liveVideoLd({
    name: headline.title,
    description: headline.description,
    url,
    thumbnailUrl: urls.file(roomCardPath(locale, room.roomId)),
    startTimestamp: match.startTimestamp,
    event,
    host: { name: room.host.displayName },
  });
}

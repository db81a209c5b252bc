import { liveModeById, type LiveModeKey } from './live-modes';
import { slugify } from '@/lib/format/slug';

/**
 * Live rooms sit under /truc-tiep and mirror the live-schedule routes: ball sports under
 * /the-thao, marble racing under /tro-choi, every other mode directly by its slug.
 */
const ROOM_SECTION: Partial<Record<LiveModeKey, string>> = {
  football: 'the-thao',
  basketball: 'the-thao',
  volleyball: 'the-thao',
  marble: 'tro-choi',
};

export interface LiveRoomTarget {
  liveModeId: number;
  /** Team (or side) names; they become the readable part of the URL. */
  home: string;
  away: string;
  roomId: number;
  /** Used in the slug when a name has no Latin letters or digits left after slugging. */
  homeId?: number;
  awayId?: number;
}

/** A mode's live-schedule tab (`/lich-truc-tiep/the-thao/bong-da`, `/lich-truc-tiep/esport`), or null for modes without one. */
export function scheduleModePath(liveModeId: number): string | null {
  const mode = liveModeById(liveModeId);
  if (!mode || !mode.scheduled) return null;
  return ['/lich-truc-tiep', ROOM_SECTION[mode.key], mode.slug].filter(Boolean).join('/');
}

/** `/truc-tiep/the-thao/bong-da/{home}-{away}-{roomId}`, or null for modes without live rooms. */
export function liveRoomPath(target: LiveRoomTarget): string | null {
  const mode = liveModeById(target.liveModeId);
  if (!mode || !mode.scheduled) return null;
  const section = ROOM_SECTION[mode.key];
  const slug = [slugify(target.home, target.homeId), slugify(target.away, target.awayId), String(target.roomId)]
    .filter((part) => part.length > 0)
    .join('-');
  return ['/truc-tiep', section, mode.slug, slug].filter(Boolean).join('/');
}

/** The room id at the end of a live-room slug (`ha-noi-fc-hai-phong-42` gives 42). */
export function roomIdFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d+)$/.exec(slug);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

interface MatchSides {
  liveModeId: number;
  home: string;
  away: string;
  localteam: { id: number };
  visitorteam: { id: number };
}

interface MatchRooms extends MatchSides {
  roomId: number | null;
  users: readonly { roomId: number }[];
}

/** The canonical path of one room of a match. */
export function matchRoomPath(match: MatchSides, roomId: number): string | null {
  return liveRoomPath({
    liveModeId: match.liveModeId,
    home: match.home,
    away: match.away,
    roomId,
    homeId: match.localteam.id,
    awayId: match.visitorteam.id,
  });
}

/** The path of a match's first room, or null when nobody streams it. */
export function firstRoomPath(match: MatchRooms): string | null {
  const roomId = match.roomId ?? match.users[0]?.roomId;
  return roomId == null ? null : matchRoomPath(match, roomId);
}

import type { Faker } from '@faker-js/faker';
import type { Translations } from '@/lib/domain/translated-text';
import { fakerFor } from '@/lib/random/faker';
import type { Row } from '@/server/db/schema';
import { translatedColumns } from '@/server/services/localized';
import { MIN_LIVE, SpanSet, liveSpan, type MatchLength, type Span } from '../live-cover';
import type { PublishedFixture } from '../vendor';
import { STUDIO_HOST_PREFIX, type CoveredLeague, type Coverage } from './coverage';

/** A room before the commentator's database id is known. */
export type PlannedRoom = Omit<Row<'liveRooms'>, 'commentatorId'> & { commentatorUsername: string };

/** A commentator covers one match at a time, with room to prepare. */
export const BUSY_MS = 150 * 60_000;

type TitleParts = { home: string; away: string; league: Translations; host: string };

/** Room titles the demo's commentators give their streams, in each language. */
const TITLES: readonly ((p: TitleParts) => Translations)[] = [
  ({ home: h, away: a }) => ({ vi: `Trực tiếp ${h} vs ${a}`, en: `${h} vs ${a} live`, zh: `直播：${h} vs ${a}` }),
  ({ home: h, away: a, league: l }) => ({ vi: `${l.vi}: ${h} - ${a}`, en: `${l.en}: ${h} - ${a}`, zh: `${l.zh}：${h} - ${a}` }),
  ({ home: h, away: a }) => ({ vi: `${h} vs ${a} | Bình luận tiếng Việt`, en: `${h} vs ${a} | Vietnamese commentary`, zh: `${h} vs ${a}｜越南語解說` }),
  ({ home: h, away: a }) => ({ vi: `Nhận định & bình luận ${h} vs ${a}`, en: `${h} vs ${a}: preview and commentary`, zh: `${h} vs ${a} 賽前分析與解說` }),
  ({ home: h, away: a, league: l, host: c }) => ({ vi: `[${l.vi}] ${h} vs ${a} cùng BLV ${c}`, en: `[${l.en}] ${h} vs ${a} with ${c}`, zh: `[${l.zh}] ${h} vs ${a}｜主播 ${c}` }),
  ({ home: h, away: a }) => ({ vi: `Cùng xem ${h} đối đầu ${a}`, en: `Watch ${h} take on ${a}`, zh: `一起看 ${h} 對決 ${a}` }),
];

/** A studio table's stream, on air all day. */
const studioTitle = (table: string, league: Translations): Translations => ({ vi: `${table} | ${league.vi} 24/7`, en: `${table} | ${league.en} 24/7`, zh: `${table}｜${league.zh} 24/7` });

export type Commentator = { username: string; displayName: string };

export interface RoomPlanOptions {
  seed: number;
  matchLength: MatchLength;
  firstId?: number;
  /** Salts the draws, so each day's rooms are drawn on their own. */
  purpose?: string;
}

function roomCount(f: Faker, big: boolean, priority: number): number {
  if (!big) return f.datatype.boolean(0.55) ? 1 : 0;
  if (priority <= 3) return f.helpers.weightedArrayElement([{ value: 1, weight: 2 }, { value: 2, weight: 4 }, { value: 3, weight: 3 }]);
  return f.helpers.weightedArrayElement([{ value: 1, weight: 5 }, { value: 2, weight: 3 }, { value: 3, weight: 1 }]);
}

/**
 * Commentated rooms: big matches get one to three, other matches at most one. Then, wherever fewer
 * than MIN_LIVE live matches have a room, quieter matches get one too, so the home page never
 * looks empty. Matches that will not be played out get none.
 */
export function planRooms(fixtures: readonly PublishedFixture[], coverage: Coverage, everyone: readonly Commentator[], opts: RoomPlanOptions): PlannedRoom[] {
  const f = fakerFor(opts.seed, `rooms${opts.purpose ?? ''}`);
  const commentators = everyone.filter((c) => !c.username.startsWith(STUDIO_HOST_PREFIX));
  const studioHosts = everyone.filter((c) => c.username.startsWith(STUDIO_HOST_PREFIX));
  const busy = new Map<string, number[]>();
  const rooms: PlannedRoom[] = [];
  const freeAt = (startTime: number) => commentators.filter((c) => (busy.get(c.username) ?? []).every((t) => Math.abs(t - startTime) >= BUSY_MS));
  const open = (fx: PublishedFixture, league: CoveredLeague, host: Commentator) => {
    busy.set(host.username, [...(busy.get(host.username) ?? []), fx.startTime]);
    const id = rooms.length + (opts.firstId ?? 1);
    const home = coverage.teamNames.get(fx.homeTeamId) ?? '';
    const away = coverage.teamNames.get(fx.awayTeamId) ?? '';
    const reach = league.big ? Math.max(1, 12 - league.priority) : 1;
    const title = league.alwaysOn ? studioTitle(home, league.names) : f.helpers.arrayElement(TITLES)({ home, away, league: league.names, host: host.displayName });
    rooms.push({
      id,
      fixtureId: fx.id,
      commentatorUsername: host.username,
      liveModeId: fx.liveModeId,
      ...translatedColumns('title', title),
      streamKey: `room-${id}`,
      viewerCount: f.number.int({ min: 120, max: 900 }) * reach + f.number.int({ min: 0, max: 99 }),
    });
  };

  const playable: { fx: PublishedFixture; league: CoveredLeague; span: Span }[] = [];
  for (const fx of fixtures) {
    const league = coverage.leagues.get(fx.leagueId);
    if (league?.alwaysOn) {
      // Each studio table has its own host, on air all day.
      const host = studioHosts[(coverage.studioPair.get(fx.homeTeamId) ?? 0) % Math.max(1, studioHosts.length)];
      if (host) open(fx, league, host);
      continue;
    }
    const span = liveSpan(fx, opts.matchLength);
    if (league && span) playable.push({ fx, league, span });
  }
  for (const { fx, league } of playable) {
    const free = freeAt(fx.startTime);
    for (const host of f.helpers.arrayElements(free, Math.min(free.length, roomCount(f, league.big, league.priority)))) open(fx, league, host);
  }

  // Going forward in time, a room opened for one moment also helps every later moment it covers.
  const bySpan = new Map(playable.map((p) => [p.span, p]));
  const all = new SpanSet(bySpan.keys());
  const hosted = new Set(rooms.map((r) => r.fixtureId));
  const spans = [...bySpan.keys()];
  const moments = [...new Set([...spans.map((s) => s.start), ...spans.map((s) => s.end)])].sort((a, b) => a - b);
  for (const t of moments) {
    const live = all.at(t).map((s) => bySpan.get(s)).filter((p) => p !== undefined);
    let withRoom = live.filter((p) => hosted.has(p.fx.id)).length;
    // The match that stays live longest helps most.
    const waiting = live.filter((p) => !hosted.has(p.fx.id)).sort((a, b) => b.span.end - a.span.end || a.fx.id - b.fx.id);
    for (const p of waiting) {
      if (withRoom >= MIN_LIVE) break;
      const free = freeAt(p.fx.startTime);
      if (free.length === 0) continue;
      open(p.fx, p.league, f.helpers.arrayElement(free));
      hosted.add(p.fx.id);
      withRoom++;
    }
  }
  return rooms;
}

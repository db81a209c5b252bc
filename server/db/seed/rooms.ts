import type { Faker } from '@faker-js/faker';
import type { Translations } from '@/lib/domain/translated-text';
import { translatedColumns } from '@/server/services/localized';
import { leagueNames, type LeagueDef } from '@/server/feed/simulated/catalog/types';
import { fakerFor } from '@/lib/random/faker';
import type { LeagueData } from '@/server/feed/simulated/leagues';
import { MIN_LIVE, SpanSet, liveSpan, type Span } from '@/server/feed/live-cover';
import type { Row } from '../schema';
import { STUDIO_PREFIX } from './users';

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

type Commentator = { username: string; displayName: string };
type Fixture = Row<'fixtures'>;

function roomCount(f: Faker, big: boolean, priority: number): number {
  if (!big) return f.datatype.boolean(0.55) ? 1 : 0;
  if (priority <= 3) return f.helpers.weightedArrayElement([{ value: 1, weight: 2 }, { value: 2, weight: 4 }, { value: 3, weight: 3 }]);
  return f.helpers.weightedArrayElement([{ value: 1, weight: 5 }, { value: 2, weight: 3 }, { value: 3, weight: 1 }]);
}

/**
 * Commentated rooms: big matches get one to three, other matches at most one. Then, wherever fewer
 * than MIN_LIVE live matches have a room, quieter matches get one too, so the home page never
 * looks empty.
 */
export function buildRooms(fixtures: readonly Row<'fixtures'>[], data: LeagueData, everyone: readonly Commentator[], opts: { seed: number; firstId?: number; purpose?: string }): PlannedRoom[] {
  const f = fakerFor(opts.seed, `rooms${opts.purpose ?? ''}`);
  const commentators = everyone.filter((c) => !c.username.startsWith(STUDIO_PREFIX));
  const studioHosts = everyone.filter((c) => c.username.startsWith(STUDIO_PREFIX));
  const tableIndex = new Map(data.teams.filter((t) => t.league.alwaysOn).map((t, i) => [t.row.id, Math.floor(i / 2)]));
  const teamName = new Map(data.teams.map((t) => [t.row.id, t.row.name]));
  const leagueName = new Map(data.leagues.map((l) => [l.id, { vi: l.nameVi, en: l.nameEn, zh: l.nameZh }]));
  const busy = new Map<string, number[]>();
  const rooms: PlannedRoom[] = [];
  const freeAt = (startTime: number) => commentators.filter((c) => (busy.get(c.username) ?? []).every((t) => Math.abs(t - startTime) >= BUSY_MS));
  const open = (fx: Fixture, def: LeagueDef, host: Commentator) => {
    busy.set(host.username, [...(busy.get(host.username) ?? []), fx.startTime]);
    const id = rooms.length + (opts.firstId ?? 1);
    const home = teamName.get(fx.homeTeamId) ?? '';
    const away = teamName.get(fx.awayTeamId) ?? '';
    const league = leagueName.get(fx.leagueId) ?? leagueNames(def);
    const reach = def.big ? Math.max(1, 12 - def.priority) : 1;
    rooms.push({
      id,
      fixtureId: fx.id,
      commentatorUsername: host.username,
      liveModeId: fx.liveModeId,
      ...translatedColumns('title', def.alwaysOn ? studioTitle(home, league) : f.helpers.arrayElement(TITLES)({ home, away, league, host: host.displayName })),
      streamKey: `room-${id}`,
      viewerCount: f.number.int({ min: 120, max: 900 }) * reach + f.number.int({ min: 0, max: 99 }),
    });
  };

  const playable: { fx: Fixture; def: LeagueDef; span: Span }[] = [];
  for (const fx of fixtures) {
    const def = data.defs.get(fx.leagueId);
    if (def?.alwaysOn) {
      // Each studio table has its own host, on air all day.
      const host = studioHosts[(tableIndex.get(fx.homeTeamId) ?? 0) % Math.max(1, studioHosts.length)];
      if (host) open(fx, def, host);
      continue;
    }
    const span = liveSpan(fx);
    if (def && span) playable.push({ fx, def, span });
  }
  for (const { fx, def } of playable) {
    const free = freeAt(fx.startTime);
    for (const host of f.helpers.arrayElements(free, Math.min(free.length, roomCount(f, def.big, def.priority)))) open(fx, def, host);
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
      open(p.fx, p.def, f.helpers.arrayElement(free));
      hosted.add(p.fx.id);
      withRoom++;
    }
  }
  return rooms;
}

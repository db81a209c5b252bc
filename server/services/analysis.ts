import type { z } from 'zod';
import type { FormEntry, PastMatch, matchAnalysis } from '@/lib/contract/room';
import type { Locale } from '@/lib/domain/locale';
import type { FormLetter } from '@/lib/domain/match-events';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import type { Db } from '@/server/db/client';
import { requireFixture } from './fixture-lookup';
import { fixtureQuery, type FixtureQuery } from './matches';
import type { ServiceCtx } from './schedule';

export const H2H_MAX = 10;
export const FORM_MAX = 5;

type Row = Awaited<ReturnType<FixtureQuery['execute']>>[number];
type Finished = Row & { homeScore: number; awayScore: number };

/** Ended fixtures that have a final score. */
function finished(db: Db, locale: Locale): FixtureQuery {
  return fixtureQuery(db, locale)
    .where('f.scheduleStatus', '=', SCHEDULE_STATUS.ended)
    .where('f.homeScore', 'is not', null)
    .where('f.awayScore', 'is not', null);
}

const hasScore = (r: Row): r is Finished => r.homeScore !== null && r.awayScore !== null;
const team = (id: number, name: string, slug: string, logo: string) => ({ id, name, slug, logo });

function toPast(r: Finished): PastMatch {
  return {
    fixtureId: r.fixtureId,
    startTimestamp: r.startTime,
    leagueName: r.leagueName,
    localteam: team(r.homeId, r.homeName, r.homeSlug, r.homeLogo),
    visitorteam: team(r.awayId, r.awayName, r.awaySlug, r.awayLogo),
    homeScore: r.homeScore,
    awayScore: r.awayScore,
  };
}

export function formLetter(scored: number, conceded: number): FormLetter {
  return scored > conceded ? 'W' : scored < conceded ? 'L' : 'D';
}

/** One finished match seen from `teamId`'s side. */
export function toFormEntry(r: Finished, teamId: number): FormEntry {
  const home = r.homeId === teamId;
  const scored = home ? r.homeScore : r.awayScore;
  const conceded = home ? r.awayScore : r.homeScore;
  return {
    fixtureId: r.fixtureId,
    startTimestamp: r.startTime,
    leagueName: r.leagueName,
    opponent: home ? team(r.awayId, r.awayName, r.awaySlug, r.awayLogo) : team(r.homeId, r.homeName, r.homeSlug, r.homeLogo),
    venue: home ? 'home' : 'away',
    scored,
    conceded,
    letter: formLetter(scored, conceded),
  };
}

/** A team's last finished matches, newest first. */
export async function teamForm(db: Db, teamId: number, locale: Locale, limit = FORM_MAX): Promise<FormEntry[]> {
  const rows = await finished(db, locale)
    .where((eb) => eb.or([eb('f.homeTeamId', '=', teamId), eb('f.awayTeamId', '=', teamId)]))
    .orderBy('f.startTime', 'desc')
    .orderBy('f.id', 'desc')
    .limit(limit)
    .execute();
  return rows.filter(hasScore).map((r) => toFormEntry(r, teamId));
}

/** Head-to-head (either way round) and both teams' recent form; 404 for an unknown fixture. */
export async function fixtureAnalysis(
  db: Db,
  q: z.output<typeof matchAnalysis.query>,
  ctx: ServiceCtx,
): Promise<z.output<typeof matchAnalysis.data>> {
  const f = await requireFixture(db, q.fixtureId);
  const [h2hRows, homeForm, awayForm] = await Promise.all([
    finished(db, ctx.locale)
      .where((eb) =>
        eb.or([
          eb.and([eb('f.homeTeamId', '=', f.homeTeamId), eb('f.awayTeamId', '=', f.awayTeamId)]),
          eb.and([eb('f.homeTeamId', '=', f.awayTeamId), eb('f.awayTeamId', '=', f.homeTeamId)]),
        ]),
      )
      .where('f.id', '!=', f.id)
      .orderBy('f.startTime', 'desc')
      .orderBy('f.id', 'desc')
      .limit(H2H_MAX)
      .execute(),
    teamForm(db, f.homeTeamId, ctx.locale),
    teamForm(db, f.awayTeamId, ctx.locale),
  ]);
  return { h2h: h2hRows.filter(hasScore).map(toPast), homeForm, awayForm };
}

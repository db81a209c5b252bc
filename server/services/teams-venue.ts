import type { z } from 'zod';
import type { VenueDetail, venueDetailCall } from '@/lib/contract/football-teams';
import { RECENT_RESULTS_MAX, UPCOMING_FIXTURES_MAX } from '@/lib/domain/football-people';
import { LIVE_MODE } from '@/lib/domain/live-modes';
import { ApiError } from '@/server/api/errors';
import type { Db } from '@/server/db/client';
import { localizedColumn } from './localized';
import type { ServiceCtx } from './schedule';
import { finishedFixtures, upcomingFixtures } from './teams-fixtures';
import { venueById } from './teams-team';

/** GET venue detail: the ground, the football clubs at home there and its matches; 404 for an unknown venue. */
export async function venueDetail(db: Db, q: z.output<typeof venueDetailCall.query>, ctx: ServiceCtx): Promise<VenueDetail> {
  const venue = await venueById(db, q.venueId);
  if (!venue) throw new ApiError(404, `venueId: no venue ${q.venueId}`);
  const [home, fixtures, results] = await Promise.all([
    db
      .selectFrom('teams as t')
      .innerJoin('leagues as l', 'l.id', 't.leagueId')
      .select(['t.id', 't.name', 't.slug', 't.logo', 'l.id as leagueId', localizedColumn('l.name', ctx.locale).as('leagueName'), 'l.slug as leagueSlug', 'l.logo as leagueLogo'])
      .where('t.venueId', '=', venue.id)
      .where('l.liveModeId', '=', LIVE_MODE.football)
      .orderBy('t.name')
      .execute(),
    upcomingFixtures(db, ctx.locale, { venueId: venue.id }, UPCOMING_FIXTURES_MAX),
    finishedFixtures(db, ctx.locale, { venueId: venue.id }, RECENT_RESULTS_MAX),
  ]);
  return {
    venue,
    homeTeams: home.map((t) => ({
      team: { id: t.id, name: t.name, slug: t.slug, logo: t.logo },
      league: { id: t.leagueId, name: t.leagueName, slug: t.leagueSlug, logo: t.leagueLogo },
    })),
    fixtures,
    results,
  };
}

import type { Kysely } from 'kysely';
import { HIGHLIGHT_CATEGORIES } from '@/lib/domain/highlights';
import { LIVE_MODE, type LiveModeId } from '@/lib/domain/live-modes';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import { writeHighlightPackages } from '@/server/feed/programme/highlight-writer';
import { writeMatchReports } from '@/server/feed/programme/report-writer';
import { plannedEvents } from '@/server/feed/simulated/event-writer';
import { feedDb } from '@/server/feed/tables';
import type { PackageEvent } from '@/server/services/highlights/package';
import type { Database } from '../schema';

/** The demo video desk's packages: the latest finished commentated matches of each sport, football most. */
const SEEDED_MATCHES = { football: 12, other: 2 } as const;
/** Of those, the newest whose automatic reports are filed too, each embedding its package. */
const REPORTED_MATCHES = { football: 3, other: 1 } as const;

/**
 * Cuts the packages of the latest finished commentated matches, with chapters at their real events:
 * the events the feed will write for them, worked out now because the feed has not run yet. The
 * newest of them get their match reports as the feed would have filed them, the package embedded.
 */
export async function seedHighlights(db: Kysely<Database>, opts: { now: number }): Promise<{ highlightClips: number; highlightChapters: number; newsArticles: number; newsArticleTags: number }> {
  const fdb = feedDb(db);
  // Per sport, so every sport the section lists has clips and none of the site's other live modes (casino, slots) does.
  const finished = (liveModeId: LiveModeId) =>
    fdb
      .selectFrom('fixtures as f')
      .leftJoin('feedFixtures as ff', 'ff.fixtureId', 'f.id')
      .select(['f.id', 'f.leagueId', 'f.liveModeId', 'f.startTime', 'f.status', 'f.homeTeamId', 'f.awayTeamId', 'ff.fate'])
      .where('f.scheduleStatus', '=', SCHEDULE_STATUS.ended)
      .where('f.startTime', '<=', opts.now)
      .where('f.liveModeId', '=', liveModeId)
      .where((eb) => eb.exists(eb.selectFrom('liveRooms as r').select('r.id').whereRef('r.fixtureId', '=', 'f.id')))
      .orderBy('f.startTime', 'desc')
      .orderBy('f.id')
      .limit(liveModeId === LIVE_MODE.football ? SEEDED_MATCHES.football : SEEDED_MATCHES.other)
      .execute();
  const football = await finished(LIVE_MODE.football);
  const other = (await Promise.all(HIGHLIGHT_CATEGORIES.filter((c) => c.liveModeId !== LIVE_MODE.football).map((c) => finished(c.liveModeId))))
    .flat()
    .sort((a, b) => b.startTime - a.startTime || a.id - b.id);
  const fixtures = [...football, ...other];
  const events = new Map<number, PackageEvent[]>();
  for (const e of await plannedEvents(fdb, fixtures, opts.now)) {
    events.set(e.fixtureId, [...(events.get(e.fixtureId) ?? []), { ...e, playerName: e.playerName ?? null }]);
  }
  const highlightClips = await writeHighlightPackages(fdb, fixtures.map((f) => f.id), opts.now, { events, anyAge: true });
  const reported = [...football.slice(0, REPORTED_MATCHES.football), ...other.slice(0, REPORTED_MATCHES.other)];
  await writeMatchReports(fdb, reported.map((f) => f.id), opts.now, { events, anyAge: true });
  const count = async (table: 'highlightChapters' | 'newsArticles' | 'newsArticleTags') =>
    Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  // The reports join the articles the news seed filed: the news tables' counts are theirs together.
  return { highlightClips, highlightChapters: await count('highlightChapters'), newsArticles: await count('newsArticles'), newsArticleTags: await count('newsArticleTags') };
}

import { CalendarX2 } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { routeValidationNotFound } from '@/components/app/route-validation';
import { DayStrip } from '@/components/schedule/day-strip';
import { EmptyState } from '@/components/page-kit/empty-state';
import { footballDayQuery } from '@/lib/api/queries/football-scores';
import { highlightPackagesQuery } from '@/lib/api/queries/highlights';
import { clipPath } from '@/lib/domain/highlights';
import { required } from '@/server/api/page-data';
import { serverData, serverQuery } from '@/server/api/server-query';
import { FOOTBALL_PATHS } from '@/lib/domain/football-urls';
import { RESULT_DAY_RANGE, SCHEDULE_DAY_RANGE } from '@/lib/domain/day-tabs';
import type { Locale } from '@/lib/domain/locale';
import { isLive } from '@/lib/domain/match-status';
import { redirect } from '@/lib/i18n/navigation';
import { dayRequest, type SearchParams } from '@/components/football/scores/day-request';
import { FavouriteTeamsScope } from '@/components/football/scores/favourite-mark';
import { FootballNav } from '@/components/football/scores/football-nav';
import { SpoilerToggle } from '@/components/highlights/spoiler-toggle';
import { LeagueCard } from '@/components/football/scores/league-card';
import { LiveRefresh } from '@/components/football/scores/live-refresh';
import { PageHeader } from '@/components/page-kit/page-header';

export type DayPageKind = 'results' | 'fixtures';

const PAGE = {
  results: { path: FOOTBALL_PATHS.results, range: RESULT_DAY_RANGE },
  fixtures: { path: FOOTBALL_PATHS.fixtures, range: SCHEDULE_DAY_RANGE },
} as const;

interface DayPageProps {
  kind: DayPageKind;
  locale: Locale;
  searchParams: SearchParams;
}

/** Football results or fixtures of one day, by league, with day tabs; server-rendered from the API. */
export async function FootballDayPage({ kind, locale, searchParams }: DayPageProps) {
  const { path, range } = PAGE[kind];
  const { timeZone, today, days, choice } = await dayRequest(range, searchParams);
  if (!choice.ok && choice.reason === 'malformed') routeValidationNotFound(path);
  // A bookmarked day that has left the window is stale, not wrong: show today instead.
  if (!choice.ok) return redirect({ href: path, locale });

  const [day, t, tHighlights] = await Promise.all([
    serverQuery(footballDayQuery({ date: choice.date, timezone: timeZone })),
    getTranslations({ locale, namespace: 'scores' }),
    getTranslations({ locale, namespace: 'highlights' }),
  ]);
  const data = required(day, `football day ${choice.date}`);
  const anyLive = data.leagues.some((l) => l.matches.some((m) => isLive(m.status)));
  const highlights = kind === 'results' ? await highlightLinks(data.leagues.flatMap((l) => l.matches.map((m) => m.fixtureId))) : undefined;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-4 md:px-6">
      {anyLive ? <LiveRefresh /> : null}
      <FootballNav />
      <PageHeader title={t(`${kind}.title`)} subtitle={t(`${kind}.intro`)} />
      {kind === 'results' ? <SpoilerToggle label={tHighlights('spoiler.toggle')} className="self-start" /> : null}
      <DayStrip path={path} days={days} today={today} selected={choice.date} />
      {data.leagues.length === 0 ? (
        <EmptyState icon={<CalendarX2 aria-hidden />} title={t(`${kind}.emptyTitle`)} description={t(`${kind}.emptyText`)} />
      ) : (
        <div className="flex flex-col gap-3" data-testid="league-list">
          <FavouriteTeamsScope>
            {data.leagues.map((group) => (
              <LeagueCard key={group.league.id} group={group} timeZone={timeZone} withRoom={kind === 'fixtures'} highlights={highlights} />
            ))}
          </FavouriteTeamsScope>
        </div>
      )}
    </div>
  );
}


/** The highlight pages of the day's matches that have one; none when highlights cannot be read. */
async function highlightLinks(fixtureIds: readonly number[]): Promise<Record<number, string>> {
  if (fixtureIds.length === 0) return {};
  const packages = await serverData(highlightPackagesQuery(fixtureIds.slice(0, 200)));
  return Object.fromEntries((packages ?? []).map((p) => [p.fixtureId, clipPath(p.clip)]));
}

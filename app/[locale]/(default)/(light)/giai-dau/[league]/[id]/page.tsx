import type { Metadata } from 'next';
import { NewsAbout } from '../../../../_news/latest-news';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LeagueView } from '@/components/football/teams/league-view';
import { leaguePath, positiveId } from '@/lib/domain/football-urls';
import { ensureCanonical, loadOrNotFound, requireId } from '../../../_teams/entity-page';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { leagueDetailQuery } from '@/lib/api/queries/football-teams';
import { serverData, serverQuery } from '@/server/api/server-query';

interface LeaguePageProps {
  params: Promise<{ locale: string; league: string; id: string }>;
}

export async function generateMetadata({ params }: LeaguePageProps): Promise<Metadata> {
  const { locale: requested, id: raw } = await params;
  const locale = localeOf(requested);
  const id = positiveId(raw);
  const data = id === null ? null : await serverData(leagueDetailQuery(id));
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'teams.meta' });
  return { title: t('league', { name: data.league.name }), description: t('leagueDescription', { name: data.league.name }) };
}

/** /giai-dau/{league}/{id}: table, fixtures, results, top scorers and clubs. */
export default async function LeaguePage({ params }: LeaguePageProps) {
  const { locale: requested, league: slug, id: raw } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const path = `/giai-dau/${slug}/${raw}`;
  const id = requireId(raw, path);
  const data = await loadOrNotFound(serverQuery(leagueDetailQuery(id)), path);
  ensureCanonical(path, leaguePath(data.league), locale);
  return (
    <>
      <LeagueView data={data} timeZone={await viewerZone()} />
      <NewsAbout kind="league" id={data.league.id} name={data.league.name} />
    </>
  );
}

import type { Metadata } from 'next';
import { NewsAbout } from '../../../../_news/latest-news';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TeamView } from '@/components/football/teams/team-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { BRAND_NAME } from '@/components/layout/brand';
import { JsonLdScript } from '@/components/seo/json-ld';
import { leaguePath, positiveId, teamPath } from '@/lib/domain/football-urls';
import { pageUrls } from '@/lib/seo/page-urls';
import { breadcrumbLd, sportsTeamLd } from '@/lib/seo/structured-data';
import { ensureCanonical, loadOrNotFound, requireId } from '../../../_teams/entity-page';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { teamDetailQuery } from '@/lib/api/queries/football-teams';
import { serverData, serverQuery } from '@/server/api/server-query';

interface TeamPageProps {
  params: Promise<{ locale: string; team: string; id: string }>;
}

export async function generateMetadata({ params }: TeamPageProps): Promise<Metadata> {
  const { locale: requested, id: raw } = await params;
  const locale = localeOf(requested);
  const id = positiveId(raw);
  const data = id === null ? null : await serverData(teamDetailQuery(id));
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'teams.meta' });
  return { title: t('team', { name: data.team.name }), description: t('teamDescription', { name: data.team.name, league: data.league.name }) };
}

/** /doi-bong/{team}/{id}: a football team's overview, fixtures, results, squad and table. */
export default async function TeamPage({ params }: TeamPageProps) {
  const { locale: requested, team: slug, id: raw } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const path = `/doi-bong/${slug}/${raw}`;
  const id = requireId(raw, path);
  const data = await loadOrNotFound(serverQuery(teamDetailQuery(id)), path);
  ensureCanonical(path, teamPath(data.team), locale);
  const [timeZone, urls, modes] = await Promise.all([viewerZone(), pageUrls(locale), getTranslations({ locale, namespace: 'liveModes' })]);
  const league = { name: data.league.name, url: urls.page(leaguePath(data.league)) };
  const structuredData = [
    sportsTeamLd({ name: data.team.name, url: urls.page(teamPath(data.team)), logo: urls.file(data.team.logo), sport: modes('football'), league }),
    breadcrumbLd([{ name: BRAND_NAME, url: urls.page('/') }, league, { name: data.team.name, url: urls.page(teamPath(data.team)) }]),
  ];
  return (
    <SectionMessages namespaces={['teams']}>
      <JsonLdScript data={structuredData} />
      <TeamView data={data} timeZone={timeZone} />
      <NewsAbout kind="team" id={data.team.id} name={data.team.name} />
    </SectionMessages>
  );
}

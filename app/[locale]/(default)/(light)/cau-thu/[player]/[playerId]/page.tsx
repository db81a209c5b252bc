import type { Metadata } from 'next';
import { NewsAbout } from '../../../../_news/latest-news';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PlayerView } from '@/components/football/teams/player-view';
import { BRAND_NAME } from '@/components/layout/brand';
import { JsonLdScript } from '@/components/seo/json-ld';
import { leaguePath, playerPath, positiveId, teamPath } from '@/lib/domain/football-urls';
import { pageUrls } from '@/lib/seo/page-urls';
import { breadcrumbLd, personLd } from '@/lib/seo/structured-data';
import { ensureCanonical, loadOrNotFound, requireId } from '../../../_teams/entity-page';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { playerDetailQuery } from '@/lib/api/queries/football-teams';
import { serverData, serverQuery } from '@/server/api/server-query';

interface PlayerPageProps {
  params: Promise<{ locale: string; player: string; playerId: string }>;
}

export async function generateMetadata({ params }: PlayerPageProps): Promise<Metadata> {
  const { locale: requested, playerId: raw } = await params;
  const locale = localeOf(requested);
  const id = positiveId(raw);
  const data = id === null ? null : await serverData(playerDetailQuery(id));
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'teams.meta' });
  return { title: t('player', { name: data.player.name }), description: t('playerDescription', { name: data.player.name, team: data.team.name }) };
}

/** /cau-thu/{player}/{playerId}: profile, season stats and recent matches. */
export default async function PlayerPage({ params }: PlayerPageProps) {
  const { locale: requested, player: slug, playerId: raw } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const path = `/cau-thu/${slug}/${raw}`;
  const id = requireId(raw, path);
  const data = await loadOrNotFound(serverQuery(playerDetailQuery(id)), path);
  ensureCanonical(path, playerPath(data.player), locale);
  const [timeZone, urls] = await Promise.all([viewerZone(), pageUrls(locale)]);
  const team = { name: data.team.name, url: urls.page(teamPath(data.team)), logo: urls.file(data.team.logo) };
  const url = urls.page(playerPath(data.player));
  const structuredData = [
    personLd({ name: data.player.name, url, image: urls.file(data.player.photo), nationality: data.player.nationality, birthDate: data.player.birthDate, team }),
    breadcrumbLd([
      { name: BRAND_NAME, url: urls.page('/') },
      { name: data.league.name, url: urls.page(leaguePath(data.league)) },
      { name: team.name, url: team.url },
      { name: data.player.name, url },
    ]),
  ];
  return (
    <>
      <JsonLdScript data={structuredData} />
      <PlayerView data={data} timeZone={timeZone} />
      <NewsAbout kind="player" id={data.player.id} name={data.player.name} />
    </>
  );
}

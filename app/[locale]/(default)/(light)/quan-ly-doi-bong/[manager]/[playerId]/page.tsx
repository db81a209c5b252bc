import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ManagerView } from '@/components/football/teams/manager-view';
import { managerPath, positiveId } from '@/lib/domain/football-urls';
import { ensureCanonical, loadOrNotFound, requireId } from '../../../_teams/entity-page';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { managerDetailQuery } from '@/lib/api/queries/football-teams';
import { serverData, serverQuery } from '@/server/api/server-query';

// The spec names the segment playerId; it holds the manager's id.
interface ManagerPageProps {
  params: Promise<{ locale: string; manager: string; playerId: string }>;
}

export async function generateMetadata({ params }: ManagerPageProps): Promise<Metadata> {
  const { locale: requested, playerId: raw } = await params;
  const locale = localeOf(requested);
  const id = positiveId(raw);
  const data = id === null ? null : await serverData(managerDetailQuery(id));
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'teams.meta' });
  return { title: t('manager', { name: data.manager.name }), description: t('managerDescription', { name: data.manager.name, team: data.team.name }) };
}

/** /quan-ly-doi-bong/{manager}/{id}: profile and the team's record under the manager. */
export default async function ManagerPage({ params }: ManagerPageProps) {
  const { locale: requested, manager: slug, playerId: raw } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const path = `/quan-ly-doi-bong/${slug}/${raw}`;
  const id = requireId(raw, path);
  const data = await loadOrNotFound(serverQuery(managerDetailQuery(id)), path);
  ensureCanonical(path, managerPath(data.manager), locale);
  return <ManagerView data={data} timeZone={await viewerZone()} />;
}

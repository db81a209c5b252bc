import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VenueView } from '@/components/football/teams/venue-view';
import { positiveId, venuePath } from '@/lib/domain/football-urls';
import { ensureCanonical, loadOrNotFound, requireId } from '../../../_teams/entity-page';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { venueDetailQuery } from '@/lib/api/queries/football-teams';
import { serverData, serverQuery } from '@/server/api/server-query';

interface VenuePageProps {
  params: Promise<{ locale: string; venue: string; id: string }>;
}

export async function generateMetadata({ params }: VenuePageProps): Promise<Metadata> {
  const { locale: requested, id: raw } = await params;
  const locale = localeOf(requested);
  const id = positiveId(raw);
  const data = id === null ? null : await serverData(venueDetailQuery(id));
  if (!data) return {};
  const t = await getTranslations({ locale, namespace: 'teams.meta' });
  return { title: t('venue', { name: data.venue.name }), description: t('venueDescription', { name: data.venue.name, city: data.venue.city }) };
}

/** /san-van-dong/{venue}/{id}: the ground, its home clubs and its matches. */
export default async function VenuePage({ params }: VenuePageProps) {
  const { locale: requested, venue: slug, id: raw } = await params;
  const locale = localeOf(requested);
  setRequestLocale(locale);
  const path = `/san-van-dong/${slug}/${raw}`;
  const id = requireId(raw, path);
  const data = await loadOrNotFound(serverQuery(venueDetailQuery(id)), path);
  ensureCanonical(path, venuePath(data.venue), locale);
  return <VenueView data={data} timeZone={await viewerZone()} />;
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavouritesView } from '@/components/football/teams/favourites-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { favouriteTeamCardsQuery } from '@/lib/api/queries/football-teams';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { required } from '@/server/api/page-data';
import { serverQuery } from '@/server/api/server-query';

const UNAUTHORIZED = 401;

interface FavouritesPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: FavouritesPageProps): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: 'teams.meta' });
  return { title: t('favourites'), description: t('favouritesDescription') };
}

/** /doi-bong-yeu-thich: the member's favourite teams, each with its next match and last result. */
export default async function FavouritesPage({ params }: FavouritesPageProps) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const [result, timeZone] = await Promise.all([serverQuery(favouriteTeamCardsQuery()), viewerZone()]);
  // A guest is asked to log in; a list that could not be read is the error view.
  const cards = !result.ok && result.status === UNAUTHORIZED ? null : required(result, 'favourite teams');
  return (
    <SectionMessages namespaces={['teams']}>
      <FavouritesView cards={cards} timeZone={timeZone} />
    </SectionMessages>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavouritesView } from '@/components/football/teams/favourites-view';
import { SectionMessages } from '@/components/i18n/section-messages';
import { getDb } from '@/server/db/client';
import { finishedFixtures, upcomingFixtures } from '@/server/services/teams-fixtures';
import { localeOf, viewerZone } from '@/lib/page-kit/context';
import { viewerFavourites } from '../_teams/favourites';

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
  const favourites = await viewerFavourites();
  const db = await getDb();
  const cards = favourites
    ? await Promise.all(
        favourites.map(async (f) => {
          const [next, last] = await Promise.all([upcomingFixtures(db, locale, { teamId: f.team.id }, 1), finishedFixtures(db, locale, { teamId: f.team.id }, 1)]);
          return { ...f, next: next[0] ?? null, last: last[0] ?? null };
        }),
      )
    : null;
  return (
    <SectionMessages namespaces={['teams']}>
      <FavouritesView cards={cards} timeZone={await viewerZone()} />
    </SectionMessages>
  );
}

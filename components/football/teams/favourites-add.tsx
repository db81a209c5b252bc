'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { refreshFavouriteTeams } from '@/components/schedule/use-favourite-teams';
import { changeFavouriteTeam } from '@/lib/api/queries/football-teams';
import { useRouter } from '@/lib/i18n/navigation';
import { NameSearch } from './name-search';

const UNAUTHORIZED = 401;
const CONFLICT = 409;

/** Finds a team by name and adds it to the member's favourites. */
export function FavouritesAdd() {
  const t = useTranslations('teams');
  const router = useRouter();
  async function add(hit: { id: number; name: string }) {
    const result = await changeFavouriteTeam(hit.id, true);
    if (result.ok) {
      refreshFavouriteTeams();
      toast.success(t('favourite.added', { team: hit.name }));
      router.refresh();
    } else if (result.status === UNAUTHORIZED) openAuthDialog('login');
    else toast.error(t(result.status === CONFLICT ? 'favourite.full' : 'favourite.failed'));
  }
  return <NameSearch kind="team" label={t('favourites.add')} onPick={(hit) => void add(hit)} />;
}

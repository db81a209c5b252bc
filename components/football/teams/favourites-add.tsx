'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { ApiError } from '@/lib/api/error-catalogue';
import { apiQuery } from '@/lib/api/lazy-client';
import { favouriteTeamAdd } from '@/lib/contract/football-calls';
import { useRouter } from '@/lib/i18n/navigation';
import { NameSearch } from './name-search';

const UNAUTHORIZED = 401;
const CONFLICT = 409;

/** Finds a team by name and adds it to the member's favourites. */
export function FavouritesAdd() {
  const t = useTranslations('teams');
  const router = useRouter();
  return (
    <NameSearch
      kind="team"
      label={t('favourites.add')}
      onPick={async (hit) => {
        try {
          await apiQuery(favouriteTeamAdd, { body: { teamId: hit.id } });
          toast.success(t('favourite.added', { team: hit.name }));
          router.refresh();
        } catch (err) {
          const status = err instanceof ApiError ? err.status : 0;
          if (status === UNAUTHORIZED) openAuthDialog('login');
          else toast.error(t(status === CONFLICT ? 'favourite.full' : 'favourite.failed'));
        }
      }}
    />
  );
}

'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { ApiError } from '@/lib/api/error-catalogue';
import { scoresKeys } from '@/lib/api/queries/football-scores';
import { setFavouriteTeam } from '@/lib/api/queries/football-teams';
import { useRouter } from '@/lib/i18n/navigation';
import { NameSearch } from './name-search';

const UNAUTHORIZED = 401;
const CONFLICT = 409;

/** Finds a team by name and adds it to the member's favourites. */
export function FavouritesAdd() {
  const t = useTranslations('teams');
  const router = useRouter();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (hit: { id: number; name: string }) => setFavouriteTeam(hit.id, true),
    onSuccess: (_data, hit) => {
      void queryClient.invalidateQueries({ queryKey: scoresKeys.allFavouriteTeams });
      toast.success(t('favourite.added', { team: hit.name }));
      router.refresh();
    },
    onError: (err) => {
      const status = err instanceof ApiError ? err.status : 0;
      if (status === UNAUTHORIZED) openAuthDialog('login');
      else toast.error(t(status === CONFLICT ? 'favourite.full' : 'favourite.failed'));
    },
  });
  return <NameSearch kind="team" label={t('favourites.add')} onPick={(hit) => add.mutate(hit)} />;
}

'use client';

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api/error-catalogue';
import { SAVED_KEY_ROOT, saveItem, savedKeys, savedStatusQuery, unsaveItem } from '@/lib/api/queries/saved';
import type { SavedKind } from '@/lib/domain/saved';
import { useCurrentUser, useIsMember } from '@/lib/stores/session-store';
import { SAVE_LABELS as LABELS } from './save-labels';


/** Saves an item to the member's list, or takes it off; a guest gets the login form. Shown at once, undone if refused. */
export function SaveToggle({ kind, id, className }: { kind: SavedKind; id: number; className?: string }) {
  const t = useTranslations('saved');
  const queryClient = useQueryClient();
  const isMember = useIsMember();
  const userId = useCurrentUser()?.userId ?? 0;
  const status = useQuery({ ...savedStatusQuery(userId, kind, id), enabled: isMember && userId > 0 });
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const saved = isMember && (optimistic ?? status.data?.saved ?? false);

  const mutation = useMutation({
    mutationFn: (save: boolean) => (save ? saveItem(kind, id) : unsaveItem(kind, id)),
    onMutate: (save) => setOptimistic(save),
    onSuccess: (answer) => {
      queryClient.setQueryData(savedKeys.status(userId, kind, id), answer);
      toast.success(answer.saved ? t('savedToast') : t('removedToast'));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.status === 401) openAuthDialog('login');
      else toast.error(t('failed'));
    },
    onSettled: () => {
      setOptimistic(null);
      void queryClient.invalidateQueries({ queryKey: [SAVED_KEY_ROOT] });
    },
  });

  const label = t(saved ? LABELS[kind].unsave : LABELS[kind].save);
  const onClick = () => {
    if (!isMember) return openAuthDialog('login');
    if (!mutation.isPending) mutation.mutate(!saved);
  };

  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size="sm"
      className={className}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={onClick}
      data-testid="save-button"
    >
      {saved ? <Icon name="bookmark-check" className="text-accent" /> : <Icon name="bookmark" />}
      {saved ? t('saved') : t('save')}
    </Button>
  );
}

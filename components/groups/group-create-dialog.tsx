'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { UsersRound } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { createGroup, groupKeys } from '@/lib/api/queries/groups';
import { useRouter } from '@/lib/i18n/navigation';
import { emptyGroupDraft, groupBody } from './group-form';
import { GroupFormSheet } from './group-form-sheet';
import { useGroupForm } from './use-group-form';

/** Starts a group: name, what it is about, public or private, its rules and a cover; the member lands on its page. */
export function GroupCreateDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('groups');
  const router = useRouter();
  const client = useQueryClient();
  const form = useGroupForm(emptyGroupDraft);
  const create = useMutation({
    mutationFn: () => createGroup(groupBody(form.draft)),
    onSuccess: (group) => {
      void client.invalidateQueries({ queryKey: groupKeys.all });
      toast.success(t('create.done', { name: group.name }));
      onClose();
      router.push(group.href);
    },
    onError: form.refuse,
  });
  return (
    <GroupFormSheet
      form={form}
      icon={UsersRound}
      title={t('create.title')}
      lead={t('create.lead')}
      submitLabel={t('create.submit')}
      busyLabel={t('create.creating')}
      busy={create.isPending}
      onSubmit={() => create.mutate()}
      onClose={onClose}
      testId="group-create"
    />
  );
}

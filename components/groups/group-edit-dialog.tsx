'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Pencil } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { editGroup, groupKeys, patchGroup, type GroupDetail } from '@/lib/api/queries/groups';
import { groupDraftOf, groupEditBody } from './group-form';
import { GroupFormSheet } from './group-form-sheet';
import { useGroupForm } from './use-group-form';

/** An owner's or admin's changes to the group: name, about, privacy, rules and cover. The page shows the server's answer. */
export function GroupEditDialog({ group, onClose }: { group: GroupDetail; onClose: () => void }) {
  const t = useTranslations('groups');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const form = useGroupForm(() => groupDraftOf(group));
  const save = useMutation({
    mutationFn: () => editGroup(groupEditBody(form.draft, group)),
    onSuccess: (saved) => {
      patchGroup(client, viewer, group.id, (g) => ({ ...g, name: saved.name, description: saved.description, privacy: saved.privacy, cover: saved.cover, memberCount: saved.memberCount }));
      client.setQueryData(groupKeys.detail(viewer, group.id), saved);
      if (saved.privacy !== group.privacy) {
        // Going public let those waiting in: the requests and members the page holds are out of date.
        void client.invalidateQueries({ queryKey: groupKeys.requests(viewer, group.id) });
        void client.invalidateQueries({ queryKey: groupKeys.members(viewer, group.id) });
      }
      toast.success(t('edit.done'));
      onClose();
    },
    onError: form.refuse,
  });
  const goingPublic = group.privacy === 'private' && form.draft.privacy === 'public';
  return (
    <GroupFormSheet
      form={form}
      icon={Pencil}
      title={t('edit.title')}
      submitLabel={t('edit.save')}
      busyLabel={t('edit.saving')}
      busy={save.isPending}
      onSubmit={() => save.mutate()}
      onClose={onClose}
      privacyNote={goingPublic ? t('edit.goingPublic', { count: group.pendingRequests ?? 0 }) : null}
      testId="group-edit"
    />
  );
}

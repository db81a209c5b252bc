'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { useRefusal } from '@/components/activity/use-refusal';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { cancelEvent, editEvent, eventKeys, patchEvent, type EventDetail } from '@/lib/api/queries/events';
import type { BodyOf } from '@/lib/contract/endpoint';
import type { eventEdit } from '@/lib/contract/events-calls';

/** The party as the server now has it, on its page and on every card. */
function useSettle(eventId: number) {
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  return (saved: EventDetail) => {
    client.setQueryData(eventKeys.detail(viewer, eventId), saved);
    patchEvent(client, viewer, eventId, (e) => ({ ...e, title: saved.title, state: saved.state, capacity: saved.capacity }));
  };
}

/** The host changes the title, text and capacity. */
export function useEditEvent(eventId: number, onSaved: () => void) {
  const t = useTranslations('events');
  const settle = useSettle(eventId);
  return useMutation({
    mutationFn: (body: BodyOf<typeof eventEdit>) => editEvent(body),
    onSuccess: (saved) => {
      settle(saved);
      toast.success(t('edit.done'));
      onSaved();
    },
  });
}

/** The host (or the group's moderators) calls the party off; those going are told by the server. */
export function useCancelEvent(eventId: number) {
  const t = useTranslations('events');
  const settle = useSettle(eventId);
  const refuse = useRefusal(t);
  return useMutation({
    mutationFn: () => cancelEvent(eventId),
    onSuccess: (saved) => {
      settle(saved);
      toast.success(t('cancel.done'));
    },
    onError: refuse,
  });
}

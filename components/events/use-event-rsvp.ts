'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { isUnauthorized, statusOf } from '@/components/activity/refusal';
import { useRefusal } from '@/components/activity/use-refusal';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { answerEvent, eventKeys, guessAnswer, patchEvent, type EventCard } from '@/lib/api/queries/events';
import { ACTIVITY_KEY_ROOT } from '@/lib/api/queries/activity';
import type { EventRsvpChoice } from '@/lib/domain/events';
import { useIsMember } from '@/lib/stores/session-store';

/**
 * Going, interested or neither: shown at once on every card and the party's page, the counts guessed;
 * the server's counts replace the guess, and a refusal puts the answer back. Guests get the login form.
 */
export function useEventRsvp(event: Pick<EventCard, 'id'>) {
  const t = useTranslations('events');
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const isMember = useIsMember();
  const refuse = useRefusal(t);
  const mutation = useMutation({
    mutationFn: (status: EventRsvpChoice) => answerEvent(event.id, status),
    onMutate: async (status) => {
      await client.cancelQueries({ queryKey: eventKeys.viewer(viewer) });
      const before = client.getQueriesData({ queryKey: eventKeys.viewer(viewer) });
      patchEvent(client, viewer, event.id, (e) => ({ ...e, ...guessAnswer(e, status) }));
      return before;
    },
    onSuccess: (answer) => {
      patchEvent(client, viewer, event.id, (e) => ({ ...e, myRsvp: answer.myRsvp, goingCount: answer.goingCount, interestedCount: answer.interestedCount }));
      toast.success(t(answer.myRsvp ? `rsvp.done.${answer.myRsvp}` : 'rsvp.done.none'));
      void client.invalidateQueries({ queryKey: [...eventKeys.viewer(viewer), 'attendees', event.id] });
      void client.invalidateQueries({ queryKey: [ACTIVITY_KEY_ROOT] });
    },
    onError: (err, _status, before) => {
      for (const [key, data] of before ?? []) client.setQueryData(key, data);
      if (isUnauthorized(err)) return openAuthDialog('login');
      // 409: called off, over, or full meanwhile; the card is read again to show which.
      if (statusOf(err) === 409) {
        toast.error(t('rsvp.closed'));
        void client.invalidateQueries({ queryKey: eventKeys.viewer(viewer) });
        return;
      }
      refuse(err);
    },
  });
  const answer = (status: EventRsvpChoice) => (isMember ? mutation.mutate(status) : openAuthDialog('login'));
  return { answer, busy: mutation.isPending };
}

'use client';

import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { CalendarPlus } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { isUnauthorized, refusalKey, refusedField } from '@/components/activity/refusal';
import { useFeedViewer } from '@/components/feed/feed-viewer';
import { FormSheet } from '@/components/page-kit/form-sheet';
import { ACTIVITY_KEY_ROOT } from '@/lib/api/queries/activity';
import { createEvent, eventKeys } from '@/lib/api/queries/events';
import { useRouter } from '@/lib/i18n/navigation';
import { asEventField, emptyEventDraft, eventBody } from './event-form';
import { EventFixtureField } from './event-fixture-field';
import { EventGroupField, type EventGroupChoice } from './event-group-field';
import { EventTextFields } from './event-text-fields';
import { EventWhereField } from './event-where-field';
import { useEventForm } from './use-event-form';

/**
 * Plans a watch party: a fixture still to come, a place or one of its live rooms, maybe one of the host's
 * groups (`group`, when opened from its page), a title and a few words; the host lands on its page.
 */
export function EventCreateDialog({ onClose, group }: { onClose: () => void; group?: EventGroupChoice }) {
  const t = useTranslations('events');
  const router = useRouter();
  const client = useQueryClient();
  const { timeZone } = useFeedViewer();
  const { draft, edit, setProblems, message, check } = useEventForm(() => ({ ...emptyEventDraft(), groupId: group?.id ?? null }), true);
  const [failure, setFailure] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: () => createEvent(eventBody(draft)),
    onSuccess: (event) => {
      void client.invalidateQueries({ queryKey: eventKeys.all });
      void client.invalidateQueries({ queryKey: [ACTIVITY_KEY_ROOT] });
      toast.success(t('create.done'));
      onClose();
      router.push(event.href);
    },
    onError: (err) => {
      if (isUnauthorized(err)) return openAuthDialog('login');
      const field = asEventField(refusedField(err));
      if (field) setProblems({ [field]: 'invalid' });
      // 409: the match kicked off meanwhile.
      setFailure(t(refusalKey(err) === 'conflict' ? 'create.kickedOff' : `errors.${refusalKey(err)}`));
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    if (!create.isPending && check(e)) create.mutate();
  };

  return (
    <FormSheet
      icon={CalendarPlus}
      title={t('create.title')}
      lead={t('create.lead')}
      failure={failure}
      labels={{ close: t('form.close'), cancel: t('form.cancel'), submit: create.isPending ? t('create.creating') : t('create.submit') }}
      busy={create.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="event-create"
      wide
    >
      <EventFixtureField
        timeZone={timeZone}
        value={draft.fixture}
        error={message('fixture')}
        onChange={(fixture) => edit({ fixture, roomId: null, ...(draft.title.trim() ? {} : { title: t('create.defaultTitle', { home: fixture.home, away: fixture.away }) }) })}
      />
      <EventWhereField fixture={draft.fixture} venue={draft.venue} placeId={draft.placeId} roomId={draft.roomId} onChange={edit} errors={{ place: message('place'), room: message('room') }} />
      <EventGroupField groupId={draft.groupId} preset={group} onChange={(groupId) => edit({ groupId })} error={message('group')} />
      <EventTextFields title={draft.title} description={draft.description} capacity={draft.capacity} onChange={edit} errors={{ title: message('title'), description: message('description'), capacity: message('capacity') }} />
    </FormSheet>
  );
}

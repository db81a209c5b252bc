'use client';

import type { FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Pencil } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { isUnauthorized, refusalKey, refusedField } from '@/components/activity/refusal';
import { FormSheet } from '@/components/page-kit/form-sheet';
import type { EventDetail } from '@/lib/api/queries/events';
import { asEventField, capacityOf, emptyEventDraft } from './event-form';
import { EventTextFields } from './event-text-fields';
import { useEventForm } from './use-event-form';
import { useEditEvent } from './use-event-host';

/** The host's changes to a party: its title, text and capacity (the match and where stay as planned). */
export function EventEditDialog({ event, onClose }: { event: EventDetail; onClose: () => void }) {
  const t = useTranslations('events');
  const { draft, edit, setProblems, message, check } = useEventForm(
    () => ({ ...emptyEventDraft(), title: event.title, description: event.description, capacity: event.capacity === null ? '' : String(event.capacity) }),
    false,
  );
  const save = useEditEvent(event.id, onClose);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (save.isPending || !check(e)) return;
    save.mutate(
      { id: event.id, title: draft.title.trim(), description: draft.description.trim(), capacity: capacityOf(draft.capacity) },
      {
        onError: (err) => {
          if (isUnauthorized(err)) openAuthDialog('login');
          const field = asEventField(refusedField(err));
          if (field) setProblems({ [field]: 'invalid' });
        },
      },
    );
  };
  // 422 on capacity: fewer places than those already going.
  const failure = save.isError && !isUnauthorized(save.error) ? t(refusalKey(save.error) === 'invalid' ? 'edit.invalid' : `errors.${refusalKey(save.error)}`) : null;
  return (
    <FormSheet icon={Pencil} title={t('edit.title')} failure={failure} labels={{ close: t('form.close'), cancel: t('form.cancel'), submit: t('edit.save') }} busy={save.isPending} onSubmit={submit} onClose={onClose} testId="event-edit">
      <EventTextFields title={draft.title} description={draft.description} capacity={draft.capacity} onChange={edit} errors={{ title: message('title'), description: message('description'), capacity: message('capacity') }} />
    </FormSheet>
  );
}

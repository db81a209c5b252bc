'use client';

import { useId, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Pencil } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { ModalSheet } from '@/components/auth/modal-sheet';
import { ModalSheetHeading } from '@/components/auth/modal-sheet-heading';
import { isUnauthorized, refusalKey, refusedField } from '@/components/activity/refusal';
import { Button } from '@/components/ui/button';
import type { EventDetail } from '@/lib/api/queries/events';
import { asEventField, capacityOf, emptyEventDraft } from './event-form';
import { EventTextFields } from './event-text-fields';
import { useEventForm } from './use-event-form';
import { useEditEvent } from './use-event-host';

/** The host's changes to a party: its title, text and capacity (the match and where stay as planned). */
export function EventEditDialog({ event, onClose }: { event: EventDetail; onClose: () => void }) {
  const t = useTranslations('events');
  const id = useId();
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
    <ModalSheet open onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('form.close')} className="sm:max-w-lg">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6" data-testid="event-edit">
        <ModalSheetHeading icon={Pencil} titleId={`${id}-title`} title={t('edit.title')} />
        <EventTextFields title={draft.title} description={draft.description} capacity={draft.capacity} onChange={edit} errors={{ title: message('title'), description: message('description'), capacity: message('capacity') }} />
        {failure ? (
          <p role="alert" className="text-sm text-live">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
            {t('edit.save')}
          </Button>
        </div>
      </form>
    </ModalSheet>
  );
}

'use client';

import { useId, type FormEvent, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ModalSheet } from '@/components/auth/modal-sheet';
import { ModalSheetHeading } from '@/components/auth/modal-sheet-heading';
import { Button } from '@/components/ui/button';

interface FormSheetProps {
  icon: LucideIcon;
  title: string;
  lead?: string;
  /** The form's fields. */
  children: ReactNode;
  /** Why the server (or a check) refused, under the fields; null when nothing did. */
  failure: string | null;
  labels: { close: string; cancel: string; submit: string };
  busy: boolean;
  /** False while the fields cannot be sent as they are (a text over its limit). */
  canSubmit?: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  testId: string;
  /** A form with more to it (a match and where) is given more room. */
  wide?: boolean;
}

/** A form in a modal sheet: its heading, the fields, what was refused, cancel and submit. Groups, parties and the profile share it. */
export function FormSheet({ icon, title, lead, children, failure, labels, busy, canSubmit = true, onSubmit, onClose, testId, wide = false }: FormSheetProps) {
  const id = useId();
  return (
    <ModalSheet open onClose={onClose} labelledBy={`${id}-title`} closeLabel={labels.close} className={wide ? 'sm:max-w-xl' : 'sm:max-w-lg'}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-5 sm:p-6" data-testid={testId}>
        <ModalSheetHeading icon={icon} titleId={`${id}-title`} title={title} lead={lead} />
        {children}
        {failure ? (
          <p role="alert" className="text-sm text-live">
            {failure}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button type="submit" disabled={busy || !canSubmit} aria-busy={busy || undefined} data-testid={`${testId}-submit`}>
            {labels.submit}
          </Button>
        </div>
      </form>
    </ModalSheet>
  );
}

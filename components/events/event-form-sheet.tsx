'use client';

import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { LucideIcon } from 'lucide-react';
import { ModalSheet } from '@/components/auth/modal-sheet';
import { ModalSheetHeading } from '@/components/auth/modal-sheet-heading';
import { Button } from '@/components/ui/button';

interface EventFormSheetProps {
  icon: LucideIcon;
  title: string;
  lead?: string;
  /** The form's fields. */
  children: ReactNode;
  /** Why the server refused, under the fields; null when it did not. */
  failure: string | null;
  submitLabel: string;
  busy: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  testId: string;
  /** The create form holds the match and where, so it is given more room. */
  wide?: boolean;
}

/** The sheet both party forms share: its heading, the fields, the server's refusal, cancel and submit. */
export function EventFormSheet({ icon, title, lead, children, failure, submitLabel, busy, onSubmit, onClose, testId, wide = false }: EventFormSheetProps) {
  const t = useTranslations('events.form');
  const id = useId();
  return (
    <ModalSheet open onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('close')} className={wide ? 'sm:max-w-xl' : 'sm:max-w-lg'}>
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
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy || undefined} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </ModalSheet>
  );
}

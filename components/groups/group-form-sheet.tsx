'use client';

import { useId, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { LucideIcon } from 'lucide-react';
import { TextField } from '@/components/auth/text-field';
import { CharCount, charCount } from '@/components/feed/char-count';
import { FormSheet } from '@/components/page-kit/form-sheet';
import { GROUP_LIMITS } from '@/lib/domain/groups';
import { GroupCoverField } from './group-cover-field';
import { GroupPrivacyField } from './group-privacy-field';
import { GroupRulesField } from './group-rules-field';
import type { GroupForm } from './use-group-form';

interface GroupFormSheetProps {
  form: GroupForm;
  icon: LucideIcon;
  title: string;
  lead?: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Called with a draft that passed the checks. */
  onSubmit: () => void;
  onClose: () => void;
  /** Said under the privacy choice, e.g. what going public does to those waiting. */
  privacyNote?: string | null;
  testId: string;
}

/** A group's form in a sheet, for starting one and for changing it: name, about, privacy, rules and cover. */
export function GroupFormSheet({ form, icon, title, lead, submitLabel, busyLabel, busy, onSubmit, onClose, privacyNote, testId }: GroupFormSheetProps) {
  const t = useTranslations('groups');
  const id = useId();
  const { draft, edit, message, failure } = form;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!busy && form.check(e)) onSubmit();
  };
  const aboutError = message('description');
  return (
    <FormSheet
      icon={icon}
      title={title}
      lead={lead}
      failure={failure}
      labels={{ close: t('form.close'), cancel: t('form.cancel'), submit: busy ? busyLabel : submitLabel }}
      busy={busy}
      onSubmit={submit}
      onClose={onClose}
      testId={testId}
    >
      <TextField name="name" label={t('form.name')} value={draft.name} onValueChange={(name) => edit({ name })} error={message('name')} hint={t('form.nameHint', { min: GROUP_LIMITS.nameMin, max: GROUP_LIMITS.nameMax })} autoComplete="off" />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-about`} className="text-sm font-semibold text-fg">
          {t('form.description')}
          <span className="ml-1.5 text-xs font-normal text-muted">({t('form.optional')})</span>
        </label>
        <textarea
          id={`${id}-about`}
          rows={3}
          value={draft.description}
          onChange={(e) => edit({ description: e.target.value })}
          aria-invalid={aboutError ? true : undefined}
          aria-describedby={`${id}-about-count${aboutError ? ` ${id}-about-error` : ''}`}
          className="w-full resize-y rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg focus:border-accent focus:ring-2 focus:ring-accent/25 focus:outline-none aria-invalid:border-live sm:text-sm"
        />
        <CharCount id={`${id}-about-count`} used={charCount(draft.description)} max={GROUP_LIMITS.descriptionMax} />
        {aboutError ? <p id={`${id}-about-error`} className="text-xs font-medium text-live">{aboutError}</p> : null}
      </div>
      <GroupPrivacyField id={id} value={draft.privacy} onChange={(privacy) => edit({ privacy })} note={privacyNote} />
      <GroupRulesField id={`${id}-rules`} rules={draft.rules} onChange={(rules) => edit({ rules })} error={message('rules')} />
      <GroupCoverField cover={draft.cover} onChange={(cover) => edit({ cover })} onRefused={() => form.setFailure(t('errors.tooLarge'))} />
    </FormSheet>
  );
}

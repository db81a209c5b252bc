'use client';

import { useState, type FormEvent } from 'react';
import type { AuthOutcome } from '@/lib/stores/session-store';
import type { FieldErrors, FieldValues, MessageRef } from './field-rules';
import { describeFailure } from './server-error';

export interface AuthFormOptions<F extends string> {
  fields: readonly F[];
  validate(values: FieldValues<F>): FieldErrors<F>;
  submit(values: FieldValues<F>): Promise<AuthOutcome>;
  onSuccess(): void;
  /** Values the form starts with (e.g. an invite code from the address). */
  initial?: Partial<FieldValues<F>>;
}

export interface AuthFieldBinding {
  name: string;
  value: string;
  error?: MessageRef;
  onValueChange(value: string): void;
  onBlur(): void;
}

function focusField(form: HTMLFormElement, name: string): void {
  const el = form.elements.namedItem(name);
  if (el instanceof HTMLInputElement) el.focus();
}

/**
 * State of a log-in or sign-up form: values, per-field errors (checked on submit, then as the
 * member types), a form-level error from the server, and the pending flag.
 */
export function useAuthForm<F extends string>({ fields, validate, submit, onSuccess, initial }: AuthFormOptions<F>) {
  const [values, setValues] = useState(() => Object.fromEntries(fields.map((f) => [f, initial?.[f] ?? ''])) as FieldValues<F>);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [formError, setFormError] = useState<MessageRef | null>(null);
  const [pending, setPending] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const recheck = (field: F, next: FieldValues<F>) => setErrors((e) => ({ ...e, [field]: validate(next)[field] }));

  function bind(field: F): AuthFieldBinding {
    return {
      name: field,
      value: values[field],
      error: errors[field],
      onValueChange(value) {
        const next = { ...values, [field]: value };
        setValues(next);
        // Before the first submit only an existing error is re-checked, so typing is not nagged.
        if (submitted || errors[field]) recheck(field, next);
      },
      onBlur() {
        if (values[field] !== '') recheck(field, values);
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    setFormError(null);
    const invalid = fields.find((f) => found[f]);
    if (invalid) return focusField(form, invalid);

    setPending(true);
    const outcome = await submit(values);
    setPending(false);
    if (outcome.ok) return onSuccess();
    const failure = describeFailure(outcome.status, outcome.message, fields);
    if (failure.field === undefined) return setFormError(failure.message);
    const field = failure.field;
    setErrors((e) => ({ ...e, [field]: failure.message }));
    focusField(form, field);
  }

  return { bind, onSubmit, pending, formError, values };
}

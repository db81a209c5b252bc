'use client';

import { CircleAlert, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import type { MessageRef } from './field-rules';
import type { AuthFieldBinding } from './use-auth-form';

/** A username field's input: no capitals, corrections or spell-check by the keyboard; the site's length limit. */
export const USERNAME_INPUT = {
  autoComplete: 'username',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
  maxLength: USER_LIMITS.usernameMax,
  required: true,
} as const;

/** The server's answer when it is not about one field; announced as soon as it appears. */
export function FormAlert({ message }: { message?: string }) {
  return (
    <div role="alert" className="empty:hidden">
      {message ? (
        <p className="flex items-start gap-2 rounded-xl border border-live/30 bg-live/10 px-3 py-2.5 text-sm font-medium text-live">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** Stays focusable while pending (aria-disabled), so keyboard focus is not thrown out of the form. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" size="lg" aria-disabled={pending} className="mt-1 w-full aria-disabled:cursor-progress aria-disabled:opacity-80">
      {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** The props of a TextField for one bound field, with its error translated. */
export function fieldProps(binding: AuthFieldBinding, translate: (ref?: MessageRef) => string | undefined) {
  const { name, value, error, onValueChange, onBlur } = binding;
  return { name, value, onValueChange, onBlur, error: translate(error) };
}

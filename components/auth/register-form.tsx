'use client';

import { useTranslations } from 'next-intl';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import { useSessionStore } from '@/lib/stores/session-store';
import { registerBody, validateRegister, type RegisterField } from './field-rules';
import { fieldProps, FormAlert, SubmitButton } from './form-parts';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';
import { useAuthMessage } from './use-auth-message';

const FIELDS: readonly RegisterField[] = ['username', 'displayName', 'password', 'email'];

/** Username, display name, password and an optional email. */
export function RegisterForm({ onSuccess }: { onSuccess(): void }) {
  const t = useTranslations('auth');
  const translate = useAuthMessage();
  const register = useSessionStore((s) => s.register);
  const { bind, onSubmit, pending, formError } = useAuthForm({
    fields: FIELDS,
    validate: validateRegister,
    submit: (v) => register(registerBody(v)),
    onSuccess,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-4">
      <FormAlert message={translate(formError)} />
      <TextField
        {...fieldProps(bind('username'), translate)}
        label={t('fields.username')}
        hint={t('hints.username', { min: USER_LIMITS.usernameMin, max: USER_LIMITS.usernameMax })}
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={USER_LIMITS.usernameMax}
        required
      />
      <TextField
        {...fieldProps(bind('displayName'), translate)}
        label={t('fields.displayName')}
        hint={t('hints.displayName')}
        autoComplete="nickname"
        maxLength={USER_LIMITS.displayNameMax}
        required
      />
      <TextField
        {...fieldProps(bind('password'), translate)}
        type="password"
        label={t('fields.password')}
        hint={t('hints.password', { min: USER_LIMITS.passwordMin })}
        autoComplete="new-password"
        maxLength={USER_LIMITS.passwordMax}
        reveal={{ show: t('fields.showPassword'), hide: t('fields.hidePassword') }}
        required
      />
      <TextField
        {...fieldProps(bind('email'), translate)}
        type="email"
        inputMode="email"
        label={t('fields.email')}
        labelNote={t('fields.optional')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <SubmitButton pending={pending} label={t('actions.register')} pendingLabel={t('actions.pending')} />
    </form>
  );
}

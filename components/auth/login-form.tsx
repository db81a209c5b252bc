'use client';

import { useTranslations } from 'next-intl';
import { useSessionStore } from '@/lib/stores/session-store';
import { validateLogin, type LoginField } from './field-rules';
import { fieldProps, FormAlert, SubmitButton, USERNAME_INPUT } from './form-parts';
import { CurrentPasswordField } from './password-fields';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';
import { useAuthMessage } from './use-auth-message';

const FIELDS: readonly LoginField[] = ['username', 'password'];

/** Username and password; the session store keeps the tokens on success. */
export function LoginForm({ onSuccess, onForgot }: { onSuccess(): void; onForgot(): void }) {
  const t = useTranslations('auth');
  const translate = useAuthMessage();
  const login = useSessionStore((s) => s.login);
  const { bind, onSubmit, pending, formError } = useAuthForm({
    fields: FIELDS,
    validate: validateLogin,
    submit: (v) => login(v.username.trim(), v.password),
    onSuccess,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-4">
      <FormAlert message={translate(formError)} />
      <TextField
        {...fieldProps(bind('username'), translate)}
        label={t('fields.username')}
        {...USERNAME_INPUT}
      />
      <CurrentPasswordField {...fieldProps(bind('password'), translate)} label={t('fields.password')} />
      <button type="button" onClick={onForgot} className="-mt-2 self-end text-sm font-semibold text-accent hover:underline">
        {t('forgot.link')}
      </button>
      <SubmitButton pending={pending} label={t('actions.login')} pendingLabel={t('actions.pending')} />
    </form>
  );
}

'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { forgotPassword, resetPassword } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import { OTP } from '@/lib/domain/accounts';
import type { AuthOutcome } from '@/lib/stores/session-store';
import type { FieldErrors, FieldValues } from './field-rules';
import { codeError, newPasswordError } from './code-and-password-rules';
import { fieldProps, FormAlert, SubmitButton } from './form-parts';
import { NewPasswordField } from './password-fields';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';
import { useAuthMessage } from './use-auth-message';

type AskField = 'login';
type ResetField = 'code' | 'password';

const outcome = (r: { ok: true } | { ok: false; status: number; message: string }): AuthOutcome =>
  r.ok ? { ok: true } : { ok: false, status: r.status, message: r.message };

function validateAsk(v: FieldValues<AskField>): FieldErrors<AskField> {
  return v.login.trim() === '' ? { login: { key: 'validation.required' } } : {};
}

function validateReset(username: string) {
  return (v: FieldValues<ResetField>): FieldErrors<ResetField> => {
    const errors: FieldErrors<ResetField> = {};
    errors.code = codeError(v.code);
    errors.password = newPasswordError(v.password, username);
    return errors;
  };
}

/** Two steps: ask for a reset code by username or email, then give the code and a new password. */
export function ForgotPasswordForm({ onDone }: { onDone(): void }) {
  const t = useTranslations('auth');
  const [login, setLogin] = useState<string | null>(null);
  return login === null ? (
    <AskStep onSent={setLogin} />
  ) : (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-xl bg-accent/10 px-3 py-2.5 text-sm text-fg">
        {t('forgot.sent')}
      </p>
      <ResetStep
        login={login}
        onDone={() => {
          toast.success(t('forgot.done'));
          onDone();
        }}
      />
    </div>
  );
}

function AskStep({ onSent }: { onSent(login: string): void }) {
  const t = useTranslations('auth');
  const translate = useAuthMessage();
  const asked = useRef('');
  const { bind, onSubmit, pending, formError } = useAuthForm<AskField>({
    fields: ['login'],
    validate: validateAsk,
    submit: async (v) => {
      asked.current = v.login.trim();
      return outcome(await apiRequest(forgotPassword, { body: { login: asked.current } }));
    },
    onSuccess: () => onSent(asked.current),
  });
  const field = bind('login');
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t('forgot.lead')}</p>
      <FormAlert message={translate(formError)} />
      <TextField {...fieldProps(field, translate)} label={t('fields.login')} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
      <SubmitButton pending={pending} label={t('forgot.send')} pendingLabel={t('actions.pending')} />
    </form>
  );
}

function ResetStep({ login, onDone }: { login: string; onDone(): void }) {
  const t = useTranslations('auth');
  const translate = useAuthMessage();
  const { bind, onSubmit, pending, formError } = useAuthForm<ResetField>({
    fields: ['code', 'password'],
    validate: validateReset(login.includes('@') ? '' : login),
    submit: async (v) => outcome(await apiRequest(resetPassword, { body: { login, code: v.code.trim(), password: v.password } })),
    onSuccess: onDone,
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-4">
      <FormAlert message={translate(formError)} />
      <TextField {...fieldProps(bind('code'), translate)} label={t('fields.code')} hint={t('hints.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP.length} required />
      <NewPasswordField {...fieldProps(bind('password'), translate)} label={t('fields.newPassword')} />
      <SubmitButton pending={pending} label={t('forgot.reset')} pendingLabel={t('actions.pending')} />
    </form>
  );
}

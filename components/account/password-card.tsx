'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import type { FieldErrors, FieldValues } from '@/components/auth/field-rules';
import { newPasswordError } from '@/components/auth/code-and-password-rules';
import { fieldProps, FormAlert, SubmitButton } from '@/components/auth/form-parts';
import { CurrentPasswordField, NewPasswordField } from '@/components/auth/password-fields';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useAuthMessage } from '@/components/auth/use-auth-message';
import { changePassword } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import { useSessionStore } from '@/lib/stores/session-store';
import { SectionCard } from './section-card';
import { withReauth } from './with-reauth';

type PasswordField = 'currentPassword' | 'newPassword';

/** Changing the password ends every other session; this device gets a fresh one. */
export function PasswordCard({ hasPassword, username }: { hasPassword: boolean; username: string }) {
  const t = useTranslations('account.security');
  const ta = useTranslations('auth');
  const translate = useAuthMessage();
  const fields: PasswordField[] = hasPassword ? ['currentPassword', 'newPassword'] : ['newPassword'];

  function validate(v: FieldValues<PasswordField>): FieldErrors<PasswordField> {
    const errors: FieldErrors<PasswordField> = {};
    if (hasPassword && v.currentPassword === '') errors.currentPassword = { key: 'validation.required' };
    errors.newPassword = newPasswordError(v.newPassword, username);
    return errors;
  }

  const { bind, onSubmit, pending, formError } = useAuthForm<PasswordField>({
    fields,
    validate,
    submit: async (v) => {
      const body = hasPassword ? { currentPassword: v.currentPassword, newPassword: v.newPassword } : { newPassword: v.newPassword };
      // A first password on a Google-only account needs a recent sign-in; the dialog asks for one.
      const result = await withReauth(() => apiRequest(changePassword, { body }));
      if (!result.ok) return result;
      useSessionStore.getState().acceptSession(result.data);
      return { ok: true };
    },
    onSuccess: () => toast.success(t('passwordChanged')),
  });

  return (
    <SectionCard title={t('passwordTitle')} lead={hasPassword ? t('passwordLead') : t('passwordLeadNone')}>
      <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-4">
        <FormAlert message={translate(formError)} />
        <div className="grid gap-4 sm:grid-cols-2">
          {hasPassword ? (
            <CurrentPasswordField {...fieldProps(bind('currentPassword'), translate)} label={t('currentPassword')} />
          ) : null}
          <NewPasswordField {...fieldProps(bind('newPassword'), translate)} label={ta('fields.newPassword')} />
        </div>
        <div className="sm:self-end sm:[&>button]:w-auto">
          <SubmitButton pending={pending} label={t('changePassword')} pendingLabel={ta('actions.pending')} />
        </div>
      </form>
    </SectionCard>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import { TextField, type TextFieldProps } from './text-field';

type PasswordFieldProps = Pick<TextFieldProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'error' | 'label'>;

/** A password the member is choosing (sign-up, reset, change): the rules as a hint, a show/hide button, no autofill of the old one. */
export function NewPasswordField(props: PasswordFieldProps) {
  const t = useTranslations('auth');
  return (
    <TextField
      {...props}
      type="password"
      hint={t('hints.password', { min: USER_LIMITS.passwordMin })}
      autoComplete="new-password"
      maxLength={USER_LIMITS.passwordMax}
      reveal={{ show: t('fields.showPassword'), hide: t('fields.hidePassword') }}
      required
    />
  );
}

/** The password the member has now (log-in, password change): the browser may fill it in. */
export function CurrentPasswordField(props: PasswordFieldProps) {
  const t = useTranslations('auth');
  return (
    <TextField
      {...props}
      type="password"
      autoComplete="current-password"
      maxLength={USER_LIMITS.passwordMax}
      reveal={{ show: t('fields.showPassword'), hide: t('fields.hidePassword') }}
      required
    />
  );
}

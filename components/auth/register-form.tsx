'use client';

import { useTranslations } from 'next-intl';
import { USER_LIMITS } from '@/lib/domain/user-limits';
import { useSessionStore } from '@/lib/stores/session-store';
import { useAuthDialog } from './auth-dialog-store';
import { registerBody, validateRegister, type RegisterField } from './field-rules';
import { fieldProps, FormAlert, SubmitButton, USERNAME_INPUT } from './form-parts';
import { NewPasswordField } from './password-fields';
import { TextField } from './text-field';
import { useAuthForm } from './use-auth-form';
import { useAuthMessage } from './use-auth-message';
import { useAvailability, type Availability, type AvailabilityKind } from './use-availability';

const FIELDS: readonly RegisterField[] = ['username', 'displayName', 'password', 'email', 'phone', 'referralCode'];

const TAKEN = { username: 'errors.usernameTaken', email: 'errors.emailTaken', phone: 'errors.phoneTaken' } as const;
const FREE = { username: 'availability.usernameFree', email: 'availability.emailFree', phone: 'availability.phoneFree' } as const;

/** Username, display name, password, optional email and phone, and the inviter's code; names are checked as they are typed. */
export function RegisterForm({ onSuccess }: { onSuccess(): void }) {
  const t = useTranslations('auth');
  const translate = useAuthMessage();
  const register = useSessionStore((s) => s.register);
  const referralCode = useAuthDialog((s) => s.referralCode);
  const { bind, onSubmit, pending, formError, values } = useAuthForm({
    fields: FIELDS,
    validate: validateRegister,
    submit: (v) => register(registerBody(v)),
    onSuccess,
    initial: { referralCode: referralCode ?? '' },
  });

  /** The local rules first; then, for a value that passes them, whether the server still has it free. */
  function checked(kind: AvailabilityKind, availability: Availability): ReturnType<typeof fieldProps> & { hint?: string } {
    const props = fieldProps(bind(kind), translate);
    if (props.error) return props;
    if (availability === 'taken') return { ...props, error: t(TAKEN[kind]) };
    if (availability === 'checking') return { ...props, hint: t('availability.checking') };
    if (availability === 'free') return { ...props, hint: `✓ ${t(FREE[kind])}` };
    return props;
  }
  const locallyValid = (field: AvailabilityKind) => {
    const value = values[field].trim();
    return value !== '' && validateRegister({ ...values, [field]: value })[field] === undefined;
  };
  const username = useAvailability('username', values.username.trim(), locallyValid('username'));
  const email = useAvailability('email', values.email.trim(), locallyValid('email'));
  const phone = useAvailability('phone', values.phone.trim(), locallyValid('phone'));
  const usernameProps = checked('username', username);
  const emailProps = checked('email', email);
  const phoneProps = checked('phone', phone);

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-4">
      <FormAlert message={translate(formError)} />
      <TextField
        {...usernameProps}
        label={t('fields.username')}
        hint={usernameProps.hint ?? t('hints.username', { min: USER_LIMITS.usernameMin, max: USER_LIMITS.usernameMax })}
        {...USERNAME_INPUT}
      />
      <TextField
        {...fieldProps(bind('displayName'), translate)}
        label={t('fields.displayName')}
        hint={t('hints.displayName')}
        autoComplete="nickname"
        maxLength={USER_LIMITS.displayNameMax}
        required
      />
      <NewPasswordField {...fieldProps(bind('password'), translate)} label={t('fields.password')} />
      <TextField
        {...emailProps}
        type="email"
        inputMode="email"
        label={t('fields.email')}
        labelNote={t('fields.optional')}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        {...phoneProps}
        inputMode="tel"
        label={t('fields.phone')}
        labelNote={t('fields.optional')}
        hint={phoneProps.hint ?? t('hints.phone')}
        autoComplete="tel"
        maxLength={16}
      />
      <TextField
        {...fieldProps(bind('referralCode'), translate)}
        label={t('fields.referralCode')}
        labelNote={t('fields.optional')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={32}
      />
      <SubmitButton pending={pending} label={t('actions.register')} pendingLabel={t('actions.pending')} />
    </form>
  );
}

import type * as z from 'zod/mini';
import type { BodyOf } from '@/lib/contract/endpoint';
import { login, register } from '@/lib/contract/user';
import { passwordRuleError } from './code-and-password-rules';

/** A translated message of the `auth` namespace, with its arguments. */
export type AuthMessageKey =
  | 'validation.required'
  | 'validation.tooShort'
  | 'validation.tooLong'
  | 'validation.usernameChars'
  | 'validation.email'
  | 'validation.phone'
  | 'validation.code'
  | 'validation.passwordCommon'
  | 'validation.passwordWeak'
  | 'validation.passwordSameAsUsername'
  | 'errors.phoneTaken'
  | 'errors.referralUnknown'
  | 'errors.codeWrong'
  | 'errors.codeExpired'
  | 'errors.codeLocked'
  | 'errors.resendTooSoon'
  | 'errors.currentPasswordWrong'
  | 'errors.reauthNeeded'
  | 'errors.wrongCredentials'
  | 'errors.usernameTaken'
  | 'errors.emailTaken'
  | 'errors.tooManyAttempts'
  | 'errors.network'
  | 'errors.server';

export interface MessageRef {
  key: AuthMessageKey;
  values?: Record<string, string | number>;
}

export type LoginField = 'username' | 'password';
export type RegisterField = 'username' | 'displayName' | 'password' | 'email' | 'phone' | 'referralCode';
export type FieldValues<F extends string> = Record<F, string>;
export type FieldErrors<F extends string> = Partial<Record<F, MessageRef>>;

/** Fields the user may leave empty; every other field is required. */
const OPTIONAL = new Set<string>(['email', 'phone', 'referralCode']);
/** Fields the contract trims before checking them (a password is taken as typed). */
const TRIMMED = new Set<string>(['username', 'displayName', 'email', 'phone', 'referralCode']);

function problemOf(field: string, issue: z.core.$ZodIssue | undefined): MessageRef | undefined {
  if (!issue) return undefined;
  if (field === 'phone') return { key: 'validation.phone' };
  if (issue.code === 'too_small') return { key: 'validation.tooShort', values: { min: Number(issue.minimum) } };
  if (issue.code === 'too_big') return { key: 'validation.tooLong', values: { max: Number(issue.maximum) } };
  if (issue.code === 'invalid_format' && issue.format === 'email') return { key: 'validation.email' };
  return { key: 'validation.usernameChars' };
}

/** Checks each field against the contract's own schema, so the form and the server never disagree. */
function validateWith<F extends string>(schemas: Record<F, z.ZodMiniType>, values: FieldValues<F>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(schemas) as F[]) {
    const raw = values[field];
    const value = TRIMMED.has(field) ? raw.trim() : raw;
    if (value === '') {
      if (!OPTIONAL.has(field)) errors[field] = { key: 'validation.required' };
      continue;
    }
    const result = schemas[field].safeParse(value);
    if (!result.success) errors[field] = problemOf(field, result.error.issues[0]);
  }
  return errors;
}

export function validateLogin(values: FieldValues<LoginField>): FieldErrors<LoginField> {
  const { username, password } = login.body.shape;
  return validateWith({ username, password }, values);
}

export function validateRegister(values: FieldValues<RegisterField>): FieldErrors<RegisterField> {
  const { username, displayName, password, email, phone, referralCode } = register.body.shape;
  const errors = validateWith({ username, displayName, password, email, phone, referralCode }, values);
  if (!errors.password && values.password !== '') errors.password = passwordRuleError(values.password, values.username);
  return errors;
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.values(errors).some(Boolean);

/** The register body: trimmed names, and no email at all when the field is left empty. */
export function registerBody(v: FieldValues<RegisterField>): BodyOf<typeof register> {
  const [email, phone, referralCode] = [v.email.trim(), v.phone.trim(), v.referralCode.trim()];
  return {
    username: v.username.trim(),
    displayName: v.displayName.trim(),
    password: v.password,
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
    ...(referralCode ? { referralCode } : {}),
  };
}

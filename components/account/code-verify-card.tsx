'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { BadgeCheck, CircleDashed } from 'lucide-react';
import { toast } from '@/components/app/toast';
import type { FieldErrors, FieldValues } from '@/components/auth/field-rules';
import { codeError } from '@/components/auth/code-and-password-rules';
import { fieldProps, FormAlert, SubmitButton } from '@/components/auth/form-parts';
import { TextField } from '@/components/auth/text-field';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useAuthMessage } from '@/components/auth/use-auth-message';
import { Button } from '@/components/ui/button';
import { email as emailSchema } from '@/lib/contract/accounts';
import { emailVerify, phoneVerify, sendEmail, sendOtp } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import type { ApiResult } from '@/lib/api/client';
import { OTP, PHONE_PATTERN } from '@/lib/domain/accounts';
import type { AuthOutcome } from '@/lib/stores/session-store';
import { SectionCard, StatusPill } from './section-card';
import { useAccountUpdated } from './use-account-update';
import { withReauth } from './with-reauth';

type Kind = 'phone' | 'email';

interface CodeVerifyCardProps {
  kind: Kind;
  current: string | null;
  verified: boolean;
  displayName: string;
  title: string;
  lead: string;
}

/** The API names the phone `to` or `phoneNumber`; the form calls its field `phone`. */
const asField = (kind: Kind, r: ApiResult<unknown>): AuthOutcome =>
  r.ok ? { ok: true } : { ok: false, status: r.status, message: kind === 'phone' ? r.message.replace(/^(to|phoneNumber):/, 'phone:') : r.message };

function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Verifying a phone or an email: send a 6-digit code to it, then type the code in. */
export function CodeVerifyCard({ kind, current, verified, displayName, title, lead }: CodeVerifyCardProps) {
  const t = useTranslations('account.security');
  const [sent, setSent] = useState<{ target: string; resendAt: number } | null>(null);
  return (
    <SectionCard
      title={title}
      lead={lead}
      aside={
        <StatusPill ok={verified}>
          {verified ? <BadgeCheck aria-hidden className="size-3.5" /> : <CircleDashed aria-hidden className="size-3.5" />}
          {current ? (verified ? t('verified') : t('notVerified')) : t('none')}
        </StatusPill>
      }
    >
      {current ? (
        <p className="mb-3 text-sm text-fg" data-testid={`${kind}-current`}>
          {current}
        </p>
      ) : null}
      {sent ? (
        <CodeStep kind={kind} sent={sent} onResend={() => setSent(null)} onDone={() => setSent(null)} />
      ) : (
        <TargetStep kind={kind} initial={verified ? '' : (current ?? '')} displayName={displayName} onSent={(target) => setSent({ target, resendAt: Date.now() + OTP.resendCooldownMs })} />
      )}
    </SectionCard>
  );
}

function TargetStep({ kind, initial, displayName, onSent }: { kind: Kind; initial: string; displayName: string; onSent(target: string): void }) {
  const t = useTranslations('account.security');
  const ta = useTranslations('auth');
  const translate = useAuthMessage();
  const asked = useRef('');
  const validate = (v: FieldValues<Kind>): FieldErrors<Kind> => {
    const value = v[kind].trim();
    if (value === '') return { [kind]: { key: 'validation.required' } };
    const ok = kind === 'phone' ? PHONE_PATTERN.test(value) : emailSchema.safeParse(value).success;
    return ok ? {} : { [kind]: { key: kind === 'phone' ? 'validation.phone' : 'validation.email' } };
  };
  const { bind, onSubmit, pending, formError } = useAuthForm<Kind>({
    fields: [kind],
    initial: { [kind]: initial },
    validate,
    submit: async (v) => {
      const target = v[kind].trim();
      asked.current = target;
      // Replacing a verified phone or email needs the password again; the dialog asks for it.
      const r = await withReauth(() => (kind === 'phone' ? apiRequest(sendOtp, { body: { to: target, displayName } }) : apiRequest(sendEmail, { body: { email: target } })));
      return asField(kind, r);
    },
    onSuccess: () => onSent(asked.current),
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <FormAlert message={translate(formError)} />
        <TextField
          {...fieldProps(bind(kind), translate)}
          type={kind === 'email' ? 'email' : 'text'}
          inputMode={kind === 'phone' ? 'tel' : 'email'}
          label={kind === 'phone' ? ta('fields.phone') : ta('fields.email')}
          autoComplete={kind === 'phone' ? 'tel' : 'email'}
          maxLength={kind === 'phone' ? 16 : 254}
        />
      </div>
      <div className="sm:mt-7 sm:[&>button]:mt-0 sm:[&>button]:w-auto">
        <SubmitButton pending={pending} label={t('sendCode')} pendingLabel={ta('actions.pending')} />
      </div>
    </form>
  );
}

function CodeStep({ kind, sent, onResend, onDone }: { kind: Kind; sent: { target: string; resendAt: number }; onResend(): void; onDone(): void }) {
  const t = useTranslations('account.security');
  const ta = useTranslations('auth');
  const translate = useAuthMessage();
  const updated = useAccountUpdated();
  const secondsLeft = useSecondsLeft(sent.resendAt);
  const { bind, onSubmit, pending, formError } = useAuthForm<'code'>({
    fields: ['code'],
    validate: (v) => ({ code: codeError(v.code) }),
    submit: async (v) => {
      const code = v.code.trim();
      const r = await withReauth(() =>
        kind === 'phone' ? apiRequest(phoneVerify, { body: { phoneNumber: sent.target, code } }) : apiRequest(emailVerify, { body: { email: sent.target, code } }),
      );
      if (r.ok) updated(r.data);
      return asField(kind, r);
    },
    onSuccess: () => {
      toast.success(kind === 'phone' ? t('phoneDone') : t('emailDone'));
      onDone();
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-3">
      <p role="status" className="rounded-xl bg-accent/10 px-3 py-2.5 text-sm text-fg">
        {t('sentTo', { target: sent.target })}
      </p>
      <FormAlert message={translate(formError)} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <TextField {...fieldProps(bind('code'), translate)} label={ta('fields.code')} hint={ta('hints.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
        </div>
        <div className="sm:mt-7 sm:[&>button]:mt-0 sm:[&>button]:w-auto">
          <SubmitButton pending={pending} label={t('verify')} pendingLabel={ta('actions.pending')} />
        </div>
      </div>
      <div>
        <Button variant="ghost" size="sm" onClick={onResend} disabled={secondsLeft > 0}>
          {secondsLeft > 0 ? t('resendIn', { seconds: secondsLeft }) : t('resend')}
        </Button>
      </div>
    </form>
  );
}

'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { fieldProps, FormAlert, SubmitButton } from '@/components/auth/form-parts';
import { rememberReturnPath } from '@/components/auth/google-return';
import { ModalSheet } from '@/components/auth/modal-sheet';
import { ModalSheetHeading } from '@/components/auth/modal-sheet-heading';
import { CurrentPasswordField } from '@/components/auth/password-fields';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useAuthMessage } from '@/components/auth/use-auth-message';
import { Button } from '@/components/ui/button';
import { loginGoogle, reauth } from '@/lib/contract/accounts-calls';
import { apiRequest } from '@/lib/api/lazy-client';
import { usePathname } from '@/lib/i18n/navigation';
import { useSessionStore } from '@/lib/stores/session-store';
import { useReauth } from './reauth-store';

/** "Confirm it's you": the password again, or for a Google-only account a new Google sign-in. */
export function ReauthDialog({ hasPassword }: { hasPassword: boolean }) {
  const t = useTranslations('account.reauth');
  const isOpen = useReauth((s) => s.isOpen);
  const openings = useReauth((s) => s.openings);
  const settle = useReauth((s) => s.settle);
  const titleId = useId();

  return (
    <ModalSheet
      open={isOpen}
      onClose={() => settle(false)}
      onOpened={(dialog) => dialog.querySelector<HTMLInputElement>('input')?.focus()}
      labelledBy={titleId}
      closeLabel={t('close')}
    >
      {openings > 0 ? (
        <div key={openings} className="px-5 pt-4 pb-6 sm:px-7 sm:pt-7 sm:pb-7">
          <ModalSheetHeading icon={ShieldCheck} titleId={titleId} title={t('title')} lead={hasPassword ? t('lead') : t('leadGoogle')} />
          {hasPassword ? <PasswordStep onProved={() => settle(true)} /> : <GoogleStep />}
        </div>
      ) : null}
    </ModalSheet>
  );
}

function PasswordStep({ onProved }: { onProved(): void }) {
  const t = useTranslations('account.reauth');
  const ta = useTranslations('auth');
  const translate = useAuthMessage();
  const { bind, onSubmit, pending, formError } = useAuthForm<'currentPassword'>({
    fields: ['currentPassword'],
    validate: (v) => (v.currentPassword === '' ? { currentPassword: { key: 'validation.required' } } : {}),
    submit: async (v) => {
      const body = { password: v.currentPassword };
      const session = useSessionStore.getState();
      let r = await apiRequest(reauth, { body });
      // The access token may have run out while the dialog was open: renew it once and try again.
      if (!r.ok && r.status === 401 && !r.message.startsWith('password:') && (await session.refresh())) r = await apiRequest(reauth, { body });
      if (r.ok) {
        session.acceptSession(r.data);
        return { ok: true };
      }
      const wrong = r.status === 401 && r.message.startsWith('password:');
      return { ok: false, status: wrong ? 422 : r.status, message: wrong ? 'currentPassword: incorrect' : r.message };
    },
    onSuccess: onProved,
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={pending} className="flex flex-col gap-4">
      <FormAlert message={translate(formError)} />
      <CurrentPasswordField {...fieldProps(bind('currentPassword'), translate)} label={ta('fields.password')} />
      <SubmitButton pending={pending} label={t('confirm')} pendingLabel={ta('actions.pending')} />
    </form>
  );
}

/** Google-only members prove it is them by signing in with Google again, then come back here. */
function GoogleStep() {
  const t = useTranslations('account.reauth');
  const pathname = usePathname();
  const [pending, setPending] = useState(false);

  async function start() {
    setPending(true);
    const result = await apiRequest(loginGoogle);
    if (result.ok) {
      rememberReturnPath(pathname);
      return window.location.assign(result.data.url);
    }
    setPending(false);
    toast.error(t('googleFailed'));
  }

  return (
    <Button size="lg" className="w-full" onClick={() => void start()} aria-disabled={pending}>
      {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
      {t('google')}
    </Button>
  );
}

'use client';

import { useId } from 'react';
import { flushSync } from 'react-dom';
import { KeyRound, LogIn, UserPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { BRAND_NAME } from '@/components/layout/brand';
import { useSessionStore } from '@/lib/stores/session-store';
import { memberName } from './account-state';
import { AUTH_VIEWS, useAuthDialog, type AuthView } from './auth-dialog-store';
import { AuthTabs, panelId, tabId } from './auth-tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleButton } from './google-button';
import { LoginForm } from './login-form';
import { ModalSheet } from './modal-sheet';
import { ModalSheetHeading } from './modal-sheet-heading';
import { RegisterForm } from './register-form';

const focusFirstField = (root: ParentNode, view: AuthView) =>
  root.querySelector<HTMLInputElement>(`[data-auth-panel="${view}"] input`)?.focus();

/** The one log-in / sign-up dialog of the page; open it with useAuthDialog().open(view). */
export function AuthDialog() {
  const t = useTranslations('auth');
  const isOpen = useAuthDialog((s) => s.isOpen);
  const view = useAuthDialog((s) => s.view);
  const openings = useAuthDialog((s) => s.openings);
  const close = useAuthDialog((s) => s.close);
  const setView = useAuthDialog((s) => s.setView);
  const idBase = useId();
  const titleId = `${idBase}-title`;

  function welcome(kind: AuthView) {
    const user = useSessionStore.getState().user;
    const name = user ? memberName(user) : '';
    toast.success(kind === 'login' ? t('toast.welcomeBack', { name }) : t('toast.welcomeNew', { name, brand: BRAND_NAME }));
    close();
  }

  // The switch link is replaced as the view changes, so focus moves on to the new form.
  function switchTo(next: AuthView) {
    flushSync(() => setView(next));
    focusFirstField(document, next);
  }

  const other: AuthView = view === 'login' ? 'register' : 'login';
  const icon = view === 'login' ? LogIn : view === 'forgot' ? KeyRound : UserPlus;
  const title = view === 'login' ? t('dialog.loginTitle') : view === 'forgot' ? t('forgot.title') : t('dialog.registerTitle');
  const lead = view === 'login' ? t('dialog.loginLead') : view === 'forgot' ? null : t('dialog.registerLead');

  return (
    <ModalSheet
      open={isOpen}
      onClose={close}
      onOpened={(dialog) => focusFirstField(dialog, useAuthDialog.getState().view)}
      labelledBy={titleId}
      closeLabel={t('dialog.close')}
    >
      {/* Nothing is rendered before the first opening; a new key per opening starts the forms blank. */}
      {openings > 0 ? (
        <div key={openings} className="px-5 pt-4 pb-6 sm:px-7 sm:pt-7 sm:pb-7">
          <ModalSheetHeading icon={icon} titleId={titleId} title={title} lead={lead} />
          {view === 'forgot' ? (
            <>
              <div data-auth-panel="forgot">
                <ForgotPasswordForm onDone={() => switchTo('login')} />
              </div>
              <p className="mt-5 text-center text-sm">
                <button type="button" onClick={() => switchTo('login')} className="font-semibold text-accent hover:underline">
                  {t('forgot.back')}
                </button>
              </p>
            </>
          ) : (
            <>
              <AuthTabs
                view={view}
                onChange={setView}
                idBase={idBase}
                label={t('dialog.tabs')}
                labels={{ login: t('tabs.login'), register: t('tabs.register') }}
              />
              {AUTH_VIEWS.map((v) => (
                <div
                  key={v}
                  role="tabpanel"
                  id={panelId(idBase, v)}
                  aria-labelledby={tabId(idBase, v)}
                  data-auth-panel={v}
                  hidden={v !== view}
                  className="mt-5"
                >
                  {v === 'login' ? (
                    <LoginForm onSuccess={() => welcome('login')} onForgot={() => switchTo('forgot')} />
                  ) : (
                    <RegisterForm onSuccess={() => welcome('register')} />
                  )}
                </div>
              ))}
              <p className="mt-5 text-center text-sm text-muted">
                {view === 'login' ? t('dialog.toRegister') : t('dialog.toLogin')}{' '}
                <button type="button" onClick={() => switchTo(other)} className="font-semibold text-accent hover:underline">
                  {t(`tabs.${other === 'register' ? 'register' : 'login'}`)}
                </button>
              </p>
              <GoogleButton />
            </>
          )}
        </div>
      ) : null}
    </ModalSheet>
  );
}

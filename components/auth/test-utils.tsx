import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import auth from '@/messages/vi/auth.json';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import ToasterView from '@/components/app/toaster-view';
import { resetSessionStore, useSessionStore } from '@/lib/stores/session-store';
import { GUEST_TOKEN, guestUser } from '@/tests/mocks/data';
import { useAuthDialog } from './auth-dialog-store';

/**
 * jsdom has no modal dialogs: `open` reflects the attribute, close() fires "close" like a browser.
 * The dialog's lazily loaded code is loaded here too, so a test's first opening is not slowed by
 * compiling it (which could outlast the default wait on a busy machine).
 */
export async function installDialogPolyfill(): Promise<void> {
  const proto = HTMLDialogElement.prototype;
  Object.defineProperty(proto, 'open', {
    configurable: true,
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open');
    },
    set(this: HTMLDialogElement, value: boolean) {
      this.toggleAttribute('open', value);
    },
  });
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  await import('./auth-dialog');
}

export function resetAuthDialog(): void {
  useAuthDialog.setState({ isOpen: false, view: 'login', openings: 0, referralCode: null });
}

/**
 * The hooks every test of the auth dialog starts from: modal dialogs in jsdom, the dialog closed and
 * a fresh session, a guest's unless `asGuest` is false (the session is then still loading).
 */
export function setUpAuthTests({ asGuest = true }: { asGuest?: boolean } = {}): void {
  beforeAll(installDialogPolyfill);
  beforeEach(() => {
    resetAuthDialog();
    resetSessionStore();
    if (asGuest) useSessionStore.setState({ token: GUEST_TOKEN, isGuest: true, user: guestUser, status: 'ready' });
  });
  afterEach(resetSessionStore);
}

/** Renders as the default layout does (Vietnamese `common`, `auth` and `errors`, and any namespaces given), with the toaster. */
export function renderWithAuth(ui: ReactElement, namespaces: AbstractIntlMessages = {}): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="vi" messages={{ common, auth, errors, ...namespaces }}>
        {children}
        <ToasterView />
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import auth from '@/messages/vi/auth.json';
import common from '@/messages/vi/common.json';
import errors from '@/messages/vi/errors.json';
import ToasterView from '@/components/app/toaster-view';
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

/** Renders as the default layout does (Vietnamese `common` and `auth`), with the toaster. */
export function renderWithAuth(ui: ReactElement): RenderResult {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="vi" messages={{ common, auth, errors }}>
        {children}
        <ToasterView />
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Providers });
}

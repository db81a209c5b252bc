'use client';

import { useEffect, useRef } from 'react';
import { useAccountState } from './account-state';
import { useAuthDialog } from './auth-dialog-store';

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** The invite code of an address like `/?ref=CODE`, or null. */
export function referralCodeFrom(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return CODE.test(code) ? code : null;
}

/** A guest who follows a friend's invite link lands on the sign-up form with the code filled in. */
export function ReferralLinkOpener() {
  const state = useAccountState();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || state === 'pending') return;
    done.current = true;
    const code = referralCodeFrom(window.location.search);
    if (!code || state !== 'guest') return;
    const dialog = useAuthDialog.getState();
    dialog.setReferralCode(code);
    dialog.open('register');
  }, [state]);
  return null;
}

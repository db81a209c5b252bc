'use client';

import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { isUnauthorized, refusalKey, type RefusalKey } from './refusal';

/** A refused write: a lapsed session gets the login form, anything else a toast in the member's language. */
export function useRefusal(t: (key: `errors.${RefusalKey}`) => string): (err: unknown) => void {
  return (err) => {
    if (isUnauthorized(err)) openAuthDialog('login');
    else toast.error(t(`errors.${refusalKey(err)}`));
  };
}

'use client';

import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { feedErrorText, isUnauthorized } from './feed-errors';

/** A refused write: a lapsed session gets the login form, anything else a toast in the member's language. */
export function useFeedFailure(): (err: unknown) => void {
  const t = useTranslations('feed.errors');
  return (err) => {
    if (isUnauthorized(err)) openAuthDialog('login');
    else toast.error(feedErrorText(err, t));
  };
}

'use client';

import { useSyncExternalStore } from 'react';
import { readCookie } from '@/lib/api/cookies';
import { COOKIES } from '@/lib/domain/constants';

const neverChanges = () => () => {};

/**
 * The member's token as the browser holds it, before the session has checked it: null while
 * hydrating (the server drew the page without it) and for a browser without one.
 */
export function useBrowserToken(): string | null {
  return useSyncExternalStore(neverChanges, () => readCookie(COOKIES.token), () => null);
}

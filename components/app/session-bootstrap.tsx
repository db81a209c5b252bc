'use client';

import { useEffect } from 'react';
import { useLocale } from 'next-intl';
import { setApiLocale } from '@/lib/api/request-context';
import { useSessionStore } from '@/lib/stores/session-store';

/** Tells the API client the route locale and starts the session (guest or member) once. */
export function SessionBootstrap() {
  const locale = useLocale();

  // Declared first so the session's first calls already carry the route's x-language.
  useEffect(() => {
    setApiLocale(locale);
  }, [locale]);

  useEffect(() => {
    void useSessionStore.getState().bootstrap();
  }, []);

  return null;
}

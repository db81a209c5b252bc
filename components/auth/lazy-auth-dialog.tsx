'use client';

import { lazy, Suspense } from 'react';
import { useAuthDialog } from './auth-dialog-store';

// The forms are code most visitors never run: they load when the dialog is first opened.
const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })));

export function LazyAuthDialog() {
  const everOpened = useAuthDialog((s) => s.isOpen || s.openings > 0);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}

'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterWanted, subscribeToasterWanted } from './toast';

const ToasterView = lazy(() => import('./toaster-view'));

/** Mounts the toaster once something asks for a toast (see ./toast). */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}

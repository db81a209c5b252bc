'use client';

import { useEffect } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';
import { SERVICE_WORKER_PATH } from '@/lib/domain/offline';

/** Registers the service worker (offline page, static files) in production builds. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    // A browser that refuses (private mode, policy) simply goes without the offline page.
    return whenIdle(() => void navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => undefined), 2000);
  }, []);
  return null;
}

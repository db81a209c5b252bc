'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';

/** A script or stylesheet of our own build that failed to load (these errors do not bubble). */
function isBuildAssetFailure(event: Event): boolean {
  const target = event.target;
  if (target instanceof HTMLScriptElement) return target.src.includes('/_next/static/');
  if (target instanceof HTMLLinkElement) return target.rel === 'stylesheet' && target.href.includes('/_next/static/');
  return false;
}

/** Reloads the page when a code chunk fails to load (an old page after a deployment), once per 10 s. */
export function ChunkReload() {
  const t = useTranslations('errors.chunk');

  useEffect(() => {
    const recover = () => {
      const reloaded = reloadForChunkError(window.sessionStorage, Date.now(), () => window.location.reload());
      if (!reloaded) {
        toast.error(t('failed'), { id: 'chunk-load-failed', action: { label: t('reload'), onClick: () => window.location.reload() } });
      }
    };
    const onError = (event: Event) => {
      const failed = event instanceof ErrorEvent ? isChunkLoadError(event.error ?? event.message) : isBuildAssetFailure(event);
      if (failed) recover();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) recover();
    };
    // Capture phase: resource load errors reach window only there.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [t]);

  return null;
}

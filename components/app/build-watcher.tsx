'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { fetchJsonNoStore, shouldReloadOnNavigation, startBuildWatcher } from './build-update';

const CURRENT_BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? '';

/** Watches for a newer deployment and turns the next client-side navigation into a full reload. */
export function BuildWatcher() {
  const t = useTranslations('errors.build');
  const pathname = usePathname();
  const updatePending = useRef(false);
  const lastPath = useRef(pathname);

  useEffect(
    () =>
      startBuildWatcher({
        currentBuildId: CURRENT_BUILD_ID,
        fetchJson: fetchJsonNoStore,
        onUpdate: () => {
          updatePending.current = true;
          toast(t('updateReady'), { action: { label: t('reloadNow'), onClick: () => window.location.reload() } });
        },
      }),
    [t],
  );

  useEffect(() => {
    if (shouldReloadOnNavigation(updatePending.current, lastPath.current, pathname)) window.location.reload();
    lastPath.current = pathname;
  }, [pathname]);

  return null;
}

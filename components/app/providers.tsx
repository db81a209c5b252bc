'use client';

import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/api/query-client';
import { AppToaster } from './app-toaster';
import { BuildWatcher } from './build-watcher';
import { ChunkReload } from './chunk-reload';
import { ColorModeProvider } from './color-mode-provider';
import { RouteProgress } from './route-progress';
import type { ColorMode } from './color-mode';
import { SessionBootstrap } from './session-bootstrap';
import { TimezoneCookie } from './timezone-cookie';

export interface ProvidersProps {
  children: ReactNode;
  /** Forces one colour mode for everything below ('system' is refused with a warning). */
  forcedColorMode?: ColorMode;
}

/** Client-side app services shared by every route group. */
export function Providers({ children, forcedColorMode }: ProvidersProps) {
  // Server: a fresh client per render; browser: one shared client (lib/api/query-client).
  const queryClient = getQueryClient();
  return (
    <ColorModeProvider forcedMode={forcedColorMode}>
      <QueryClientProvider client={queryClient}>
        <RouteProgress />
        {children}
        <AppToaster />
        <BuildWatcher />
        <ChunkReload />
        <SessionBootstrap />
        <TimezoneCookie />
      </QueryClientProvider>
    </ColorModeProvider>
  );
}

'use client';

import type { ReactNode } from 'react';
import { AppToaster } from './app-toaster';
import { BuildWatcher } from './build-watcher';
import { ChunkReload } from './chunk-reload';
import { ColorModeProvider } from './color-mode-provider';
import { RouteProgress } from './route-progress';
import { ServiceWorkerRegistration } from './service-worker';
import type { ColorMode } from './color-mode';
import { SessionBootstrap } from './session-bootstrap';
import { SessionRefresh } from './session-refresh';
import { TimezoneCookie } from './timezone-cookie';

export interface ProvidersProps {
  children: ReactNode;
  /** Forces one colour mode for everything below ('system' is refused with a warning). */
  forcedColorMode?: ColorMode;
  /** The response's script nonce, for the colour-mode script that runs before the page paints. */
  nonce?: string;
}

/** Client-side app services shared by every route group. */
export function Providers({ children, forcedColorMode, nonce }: ProvidersProps) {
  return (
    <ColorModeProvider forcedMode={forcedColorMode} nonce={nonce}>
      <RouteProgress />
      {children}
      <AppToaster />
      <BuildWatcher />
      <ChunkReload />
      <SessionBootstrap />
      <SessionRefresh />
      <TimezoneCookie />
      <ServiceWorkerRegistration />
    </ColorModeProvider>
  );
}

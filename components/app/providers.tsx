'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useIdle } from '@/lib/browser/use-idle';
import { AppToaster } from './app-toaster';
import { ColorModeProvider } from './color-mode-provider';
import { RouteProgress } from './route-progress';
import type { ColorMode } from './color-mode';
import { SessionBootstrap } from './session-bootstrap';
import { SessionRefresh } from './session-refresh';

const BackgroundServices = lazy(() => import('./background-services'));

export interface ProvidersProps {
  children: ReactNode;
  /** Forces one colour mode for everything below ('system' is refused with a warning). */
  forcedColorMode?: ColorMode;
  /** The response's script nonce, for the colour-mode script that runs before the page paints. */
  nonce?: string;
}

/** Client-side app services shared by every route group. */
export function Providers({ children, forcedColorMode, nonce }: ProvidersProps) {
  const idle = useIdle();
  return (
    <ColorModeProvider forcedMode={forcedColorMode} nonce={nonce}>
      <RouteProgress />
      {children}
      <AppToaster />
      <SessionBootstrap />
      <SessionRefresh />
      {idle ? (
        <Suspense fallback={null}>
          <BackgroundServices />
        </Suspense>
      ) : null}
    </ColorModeProvider>
  );
}

'use client';

import { BuildWatcher } from './build-watcher';
import { ChunkReload } from './chunk-reload';
import { ServiceWorkerRegistration } from './service-worker';
import { TimezoneCookie } from './timezone-cookie';

/**
 * What the app does in the background and nobody waits for: watching for a new deployment, recovering
 * from a chunk that fails to load, telling the server the time zone, the offline worker. Loaded as a
 * chunk of its own once the page is idle, so neither the first load nor its hydration carries it.
 */
export default function BackgroundServices() {
  return (
    <>
      <BuildWatcher />
      <ChunkReload />
      <TimezoneCookie />
      <ServiceWorkerRegistration />
    </>
  );
}

import { z } from 'zod';
import { BUILD_POLL_MS } from '@/lib/domain/constants';

export const LATEST_BUILD_URL = '/builds/latest.json';
export const buildMetaUrl = (buildId: string) => `/builds/meta/${encodeURIComponent(buildId)}.json`;

const latestBuild = z.object({ buildId: z.string().min(1) });
const buildMeta = z.object({ buildId: z.string().min(1), builtAt: z.string() });
export type BuildMeta = z.infer<typeof buildMeta>;

/** A different build is live. An unknown current id (a dev server) never counts as outdated. */
export function isNewerBuild(currentBuildId: string, latestBuildId: string | null | undefined): boolean {
  return Boolean(currentBuildId) && Boolean(latestBuildId) && latestBuildId !== currentBuildId;
}

/** The full reload happens on the first client-side navigation after an update was found. */
export function shouldReloadOnNavigation(updatePending: boolean, previousPath: string, nextPath: string): boolean {
  return updatePending && previousPath !== nextPath;
}

export interface BuildWatcherOptions {
  currentBuildId: string;
  /** Resolves to the parsed JSON body, or null when the request failed. */
  fetchJson: (url: string) => Promise<unknown>;
  onUpdate: (meta: BuildMeta) => void;
  intervalMs?: number;
}

/**
 * Polls for the live build id; when it differs from ours and its manifest is served, reports the
 * update once and stops. Returns a function that stops polling.
 */
export function startBuildWatcher({ currentBuildId, fetchJson, onUpdate, intervalMs = BUILD_POLL_MS }: BuildWatcherOptions): () => void {
  if (!currentBuildId) return () => undefined;
  let stopped = false;
  let busy = false;

  const check = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      const latest = latestBuild.safeParse(await fetchJson(LATEST_BUILD_URL));
      if (!latest.success || !isNewerBuild(currentBuildId, latest.data.buildId)) return;
      // The manifest answers only once the new build is fully in place on the server.
      const meta = buildMeta.safeParse(await fetchJson(buildMetaUrl(latest.data.buildId)));
      if (!meta.success || meta.data.buildId !== latest.data.buildId || stopped) return;
      stop();
      onUpdate(meta.data);
    } finally {
      busy = false;
    }
  };

  const timer = setInterval(() => void check(), intervalMs);
  function stop() {
    stopped = true;
    clearInterval(timer);
  }
  return stop;
}

/** GET a JSON document without caching; null on any failure. */
export async function fetchJsonNoStore(url: string): Promise<unknown> {
  try {
    const res = await fetch(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

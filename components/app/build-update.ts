import { BUILD_POLL_MS } from '@/lib/domain/constants';

export const LATEST_BUILD_URL = '/builds/latest.json';
export const buildMetaUrl = (buildId: string) => `/builds/meta/${encodeURIComponent(buildId)}.json`;

export interface BuildMeta {
  buildId: string;
  builtAt: string;
}

const textField = (json: unknown, key: string): string | null => {
  if (typeof json !== 'object' || json === null) return null;
  const value = (json as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length > 0 ? value : null;
};

function readMeta(json: unknown): BuildMeta | null {
  const buildId = textField(json, 'buildId');
  const builtAt = textField(json, 'builtAt');
  return buildId && builtAt ? { buildId, builtAt } : null;
}

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
      const latestId = textField(await fetchJson(LATEST_BUILD_URL), 'buildId');
      if (!latestId || !isNewerBuild(currentBuildId, latestId)) return;
      // The manifest answers only once the new build is fully in place on the server.
      const meta = readMeta(await fetchJson(buildMetaUrl(latestId)));
      if (!meta || meta.buildId !== latestId || stopped) return;
      stop();
      onUpdate(meta);
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

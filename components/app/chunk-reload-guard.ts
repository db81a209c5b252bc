import { CHUNK_RELOAD_GUARD_MS } from '@/lib/domain/constants';

export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

const CHUNK_ERROR_TEXT = [
  'Loading chunk',
  'Loading CSS chunk',
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
];

/** Whether a thrown value or rejection reason says a code chunk failed to load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false;
  if (typeof reason === 'string') return CHUNK_ERROR_TEXT.some((t) => reason.includes(t));
  if (typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_TEXT.some((t) => message.includes(t));
}

/** At most one reload per guard window, so a chunk that stays missing cannot loop the page. */
export function mayReload(now: number, lastReloadAt: number | null, guardMs = CHUNK_RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= guardMs || now < lastReloadAt;
}

type TimestampStore = Pick<Storage, 'getItem' | 'setItem'>;

function readTimestamp(storage: TimestampStore): number | null {
  try {
    const raw = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/** Reloads unless a reload already happened within the guard window; true when it reloaded. */
export function reloadForChunkError(storage: TimestampStore, now: number, reload: () => void): boolean {
  if (!mayReload(now, readTimestamp(storage))) return false;
  try {
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold, so reloading could loop: give up instead.
    return false;
  }
  reload();
  return true;
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/domain/constants';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, mayReload, reloadForChunkError } from './chunk-reload-guard';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-06-01T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('isChunkLoadError', () => {
  it('recognises a webpack ChunkLoadError', () => {
    const err = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(err)).toBe(true);
  });

  it('recognises "Loading chunk" and failed dynamic imports by message', () => {
    expect(isChunkLoadError(new Error('Loading chunk app/page failed'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadError('Loading CSS chunk 7 failed')).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('mayReload', () => {
  it('allows the first reload', () => {
    expect(mayReload(Date.now(), null)).toBe(true);
  });

  it('refuses a second reload within 10 s and allows it after', () => {
    const first = Date.now();
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS - 1);
    expect(mayReload(Date.now(), first)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(mayReload(Date.now(), first)).toBe(true);
  });
});

describe('reloadForChunkError', () => {
  it('reloads and records when it did', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, Date.now(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(Date.now()));
  });

  it('reloads at most once per guard window across page loads', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadForChunkError(storage, Date.now(), reload);
    vi.advanceTimersByTime(3_000);
    expect(reloadForChunkError(storage, Date.now(), reload)).toBe(false);
    vi.advanceTimersByTime(CHUNK_RELOAD_GUARD_MS);
    expect(reloadForChunkError(storage, Date.now(), reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when the guard cannot be stored', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadForChunkError(storage, Date.now(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

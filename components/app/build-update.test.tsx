import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_BUILD_URL, buildMetaUrl, isNewerBuild, shouldReloadOnNavigation, startBuildWatcher } from './build-update';

const POLL = 1_000;

function serverWith(latest: string, metaServed = true) {
  return vi.fn(async (url: string) => {
    if (url === LATEST_BUILD_URL) return { buildId: latest };
    if (url === buildMetaUrl(latest) && metaServed) return { buildId: latest, builtAt: '2025-01-01T00:00:00.000Z' };
    return null;
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('isNewerBuild', () => {
  it('is true when the live build id differs from ours', () => {
    expect(isNewerBuild('b1', 'b2')).toBe(true);
  });

  it('is false for the same build, a missing answer, or an unknown current build', () => {
    expect(isNewerBuild('b1', 'b1')).toBe(false);
    expect(isNewerBuild('b1', null)).toBe(false);
    expect(isNewerBuild('', 'b2')).toBe(false);
  });
});

describe('shouldReloadOnNavigation', () => {
  it('reloads on the next navigation once an update is pending', () => {
    expect(shouldReloadOnNavigation(true, '/', '/lich-truc-tiep')).toBe(true);
  });

  it('does not reload without a pending update or without a path change', () => {
    expect(shouldReloadOnNavigation(false, '/', '/lich-truc-tiep')).toBe(false);
    expect(shouldReloadOnNavigation(true, '/', '/')).toBe(false);
  });
});

describe('startBuildWatcher', () => {
  it('reports a newer build after its manifest is served', async () => {
    const fetchJson = serverWith('b2');
    const onUpdate = vi.fn();
    startBuildWatcher({ currentBuildId: 'b1', fetchJson, onUpdate, intervalMs: POLL });
    expect(fetchJson).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL);
    expect(fetchJson).toHaveBeenCalledWith(buildMetaUrl('b2'));
    expect(onUpdate).toHaveBeenCalledWith({ buildId: 'b2', builtAt: '2025-01-01T00:00:00.000Z' });
  });

  it('reports the update once and stops polling', async () => {
    const fetchJson = serverWith('b2');
    const onUpdate = vi.fn();
    startBuildWatcher({ currentBuildId: 'b1', fetchJson, onUpdate, intervalMs: POLL });
    await vi.advanceTimersByTimeAsync(POLL * 5);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });

  it('keeps polling while the live build is ours', async () => {
    const fetchJson = serverWith('b1');
    const onUpdate = vi.fn();
    startBuildWatcher({ currentBuildId: 'b1', fetchJson, onUpdate, intervalMs: POLL });
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(fetchJson).toHaveBeenCalledTimes(3);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('waits while the new build has no manifest yet', async () => {
    const fetchJson = serverWith('b2', false);
    const onUpdate = vi.fn();
    startBuildWatcher({ currentBuildId: 'b1', fetchJson, onUpdate, intervalMs: POLL });
    await vi.advanceTimersByTimeAsync(POLL * 2);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('ignores an answer that is not a build', async () => {
    const fetchJson = vi.fn(async () => ({ code: 503, msg: 'No build is being served', data: null }));
    const onUpdate = vi.fn();
    startBuildWatcher({ currentBuildId: 'b1', fetchJson, onUpdate, intervalMs: POLL });
    await vi.advanceTimersByTimeAsync(POLL);
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('never polls when the current build id is unknown', async () => {
    const fetchJson = serverWith('b2');
    startBuildWatcher({ currentBuildId: '', fetchJson, onUpdate: vi.fn(), intervalMs: POLL });
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('stops when asked', async () => {
    const fetchJson = serverWith('b2');
    const stop = startBuildWatcher({ currentBuildId: 'b1', fetchJson, onUpdate: vi.fn(), intervalMs: POLL });
    stop();
    await vi.advanceTimersByTimeAsync(POLL * 3);
    expect(fetchJson).not.toHaveBeenCalled();
  });
});

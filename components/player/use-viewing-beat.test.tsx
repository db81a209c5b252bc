import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { VIEWING_BEAT_MS } from '@/lib/domain/viewing';
import { tabViewerId, useViewingBeat } from './use-viewing-beat';

const apiCall = vi.hoisted(() => vi.fn(async () => null));
vi.mock('@/lib/api/lazy-client', () => ({ apiCall }));

let element: HTMLVideoElement;
const ref = { get current() { return element; } };
const state = (s: { paused: boolean; readyState: number }) => {
  Object.defineProperty(element, 'paused', { value: s.paused, configurable: true });
  Object.defineProperty(element, 'readyState', { value: s.readyState, configurable: true });
};

beforeEach(() => {
  vi.useFakeTimers();
  apiCall.mockClear();
  sessionStorage.clear();
  element = document.createElement('video');
  state({ paused: false, readyState: 4 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useViewingBeat', () => {
  it('beats when the stream starts playing, then every 20 s while it plays', () => {
    renderHook(() => useViewingBeat(7, ref));
    element.dispatchEvent(new Event('playing'));
    expect(apiCall).toHaveBeenCalledTimes(1);
    expect(apiCall).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/live/api/room/viewing' }), { body: { roomId: 7, viewerId: tabViewerId() } });
    vi.advanceTimersByTime(2 * VIEWING_BEAT_MS);
    expect(apiCall).toHaveBeenCalledTimes(3);
  });

  it('stays quiet while paused or stalled, and a stall that resumes does not beat twice', () => {
    renderHook(() => useViewingBeat(7, ref));
    element.dispatchEvent(new Event('playing'));
    element.dispatchEvent(new Event('playing'));
    expect(apiCall).toHaveBeenCalledTimes(1);
    state({ paused: true, readyState: 4 });
    vi.advanceTimersByTime(VIEWING_BEAT_MS);
    state({ paused: false, readyState: 2 });
    vi.advanceTimersByTime(VIEWING_BEAT_MS);
    expect(apiCall).toHaveBeenCalledTimes(1);
  });

  it('stops with the player', () => {
    const { unmount } = renderHook(() => useViewingBeat(7, ref));
    unmount();
    vi.advanceTimersByTime(3 * VIEWING_BEAT_MS);
    expect(apiCall).not.toHaveBeenCalled();
  });
});

describe('tabViewerId', () => {
  it('is one id for the tab, in the shape the site accepts', () => {
    const id = tabViewerId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(tabViewerId()).toBe(id);
    sessionStorage.clear();
    expect(tabViewerId()).not.toBe(id);
  });
});

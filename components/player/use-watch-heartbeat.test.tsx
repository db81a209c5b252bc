import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { WATCH_HEARTBEAT_MS } from '@/lib/domain/activity-points';
import { useWatchHeartbeat } from './use-watch-heartbeat';

const apiCall = vi.hoisted(() => vi.fn(async () => null));
vi.mock('@/lib/api/lazy-client', () => ({ apiCall }));
const member = vi.hoisted(() => ({ value: true }));
vi.mock('@/lib/stores/session-store', () => ({ useIsMember: () => member.value }));

let visibility: DocumentVisibilityState = 'visible';
const video = { paused: false, ended: false, readyState: 4 };
const ref = { current: video as unknown as HTMLVideoElement };

beforeEach(() => {
  vi.useFakeTimers();
  apiCall.mockClear();
  member.value = true;
  visibility = 'visible';
  Object.assign(video, { paused: false, ended: false, readyState: 4 });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useWatchHeartbeat', () => {
  it('beats once a minute for a member while the video plays', () => {
    renderHook(() => useWatchHeartbeat(7, ref));
    vi.advanceTimersByTime(WATCH_HEARTBEAT_MS - 1);
    expect(apiCall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 2 * WATCH_HEARTBEAT_MS);
    expect(apiCall).toHaveBeenCalledTimes(3);
    expect(apiCall).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/live/api/user/watch/heartbeat' }), { body: { roomId: 7 } });
  });

  it('skips a minute that ends paused, stalled or in a hidden tab, and keeps its clock', () => {
    renderHook(() => useWatchHeartbeat(7, ref));
    video.paused = true;
    vi.advanceTimersByTime(WATCH_HEARTBEAT_MS);
    Object.assign(video, { paused: false, readyState: 2 });
    vi.advanceTimersByTime(WATCH_HEARTBEAT_MS);
    Object.assign(video, { readyState: 4 });
    visibility = 'hidden';
    vi.advanceTimersByTime(WATCH_HEARTBEAT_MS);
    expect(apiCall).not.toHaveBeenCalled();
    visibility = 'visible';
    vi.advanceTimersByTime(WATCH_HEARTBEAT_MS);
    expect(apiCall).toHaveBeenCalledTimes(1);
  });

  it('never beats for a guest', () => {
    member.value = false;
    renderHook(() => useWatchHeartbeat(7, ref));
    vi.advanceTimersByTime(5 * WATCH_HEARTBEAT_MS);
    expect(apiCall).not.toHaveBeenCalled();
  });
});

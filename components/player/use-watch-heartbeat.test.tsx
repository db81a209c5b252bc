import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { WATCH_HEARTBEAT_MS } from '@/lib/domain/activity-points';
import { useWatchHeartbeat } from './use-watch-heartbeat';

const apiCall = vi.hoisted(() => vi.fn(async () => null));
vi.mock('@/lib/api/lazy-client', () => ({ apiCall }));
const member = vi.hoisted(() => ({ value: true }));
vi.mock('@/lib/stores/session-store', () => ({ useIsMember: () => member.value }));

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  apiCall.mockClear();
  member.value = true;
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useWatchHeartbeat', () => {
  it('beats once a minute for a member while the video plays', () => {
    renderHook(() => useWatchHeartbeat(7, true));
    vi.advanceTimersByTime(WATCH_HEARTBEAT_MS - 1);
    expect(apiCall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1 + 2 * WATCH_HEARTBEAT_MS);
    expect(apiCall).toHaveBeenCalledTimes(3);
    expect(apiCall).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/live/api/user/watch/heartbeat' }), { body: { roomId: 7 } });
  });

  it('stays quiet while paused, for guests, and in a hidden tab', () => {
    const { rerender } = renderHook(({ playing }) => useWatchHeartbeat(7, playing), { initialProps: { playing: false } });
    vi.advanceTimersByTime(3 * WATCH_HEARTBEAT_MS);
    rerender({ playing: true });
    visibility = 'hidden';
    vi.advanceTimersByTime(3 * WATCH_HEARTBEAT_MS);
    expect(apiCall).not.toHaveBeenCalled();
    member.value = false;
    renderHook(() => useWatchHeartbeat(7, true));
    visibility = 'visible';
    vi.advanceTimersByTime(WATCH_HEARTBEAT_MS);
    // Only the member's hook from the first render beats once it is visible again.
    expect(apiCall).toHaveBeenCalledTimes(1);
  });
});

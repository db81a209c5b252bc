import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/lib/api/cookies';
import { COOKIES } from '@/lib/domain/constants';
import { TimezoneCookie } from './timezone-cookie';

class FakeWorker {
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {}
  terminate() {
    this.terminated = true;
  }
  answer(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  fail() {
    this.onerror?.();
  }
}

/** Puts a fake Worker in place; the list fills with each one the page starts. */
function stubWorkers(): FakeWorker[] {
  const workers: FakeWorker[] = [];
  vi.stubGlobal('Worker', class extends FakeWorker {
    constructor(url: URL) {
      super(url);
      workers.push(this);
    }
  });
  return workers;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  document.cookie = `${COOKIES.timezone}=; max-age=0; path=/`;
  document.cookie = `${COOKIES.tzOffset}=; max-age=0; path=/`;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TimezoneCookie', () => {
  it('tells the server the zone once the browser is idle, not while the page hydrates', () => {
    render(<TimezoneCookie />);
    expect(readCookie(COOKIES.timezone)).toBeNull();
    act(() => vi.advanceTimersByTime(100));
    expect(readCookie(COOKIES.timezone)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('has a worker load the time-zone data where workers exist, and writes what it answers', () => {
    const workers = stubWorkers();
    render(<TimezoneCookie />);
    act(() => vi.advanceTimersByTime(100));
    expect(workers).toHaveLength(1);
    expect(String(workers[0]?.url)).toContain('timezone.worker');
    expect(readCookie(COOKIES.timezone)).toBeNull();
    act(() => workers[0]?.answer({ zone: 'Asia/Tokyo', offsetMinutes: 540 }));
    expect(readCookie(COOKIES.timezone)).toBe('Asia/Tokyo');
    expect(readCookie(COOKIES.tzOffset)).toBe('540');
    expect(workers[0]?.terminated).toBe(true);
  });

  it('ignores a malformed answer and falls back to the page when the worker fails', () => {
    const workers = stubWorkers();
    render(<TimezoneCookie />);
    act(() => vi.advanceTimersByTime(100));
    act(() => workers[0]?.answer({ zone: 42 }));
    expect(readCookie(COOKIES.timezone)).toBeNull();
    render(<TimezoneCookie />);
    act(() => vi.advanceTimersByTime(100));
    act(() => workers[1]?.fail());
    expect(readCookie(COOKIES.timezone)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('writes nothing when the page is left before the browser was idle', () => {
    const { unmount } = render(<TimezoneCookie />);
    unmount();
    act(() => vi.advanceTimersByTime(100));
    expect(readCookie(COOKIES.timezone)).toBeNull();
  });
});

import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '@/lib/api/cookies';
import { COOKIES } from '@/lib/domain/constants';
import { TimezoneCookie } from './timezone-cookie';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  document.cookie = `${COOKIES.timezone}=; max-age=0; path=/`;
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

  it('writes nothing when the page is left before the browser was idle', () => {
    const { unmount } = render(<TimezoneCookie />);
    unmount();
    act(() => vi.advanceTimersByTime(100));
    expect(readCookie(COOKIES.timezone)).toBeNull();
  });
});

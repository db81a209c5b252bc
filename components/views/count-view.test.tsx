import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countView } from '@/lib/contract/views-calls';
import { CountView } from './count-view';

const apiRequest = vi.hoisted(() => vi.fn(async () => ({ ok: true, data: { counted: true, viewCount: 1 } })));
vi.mock('@/lib/api/lazy-client', () => ({ apiRequest }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  apiRequest.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('CountView', () => {
  it('reports the view once the page is idle, not while it hydrates', () => {
    render(<CountView kind="article" id={42} />);
    expect(apiRequest).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(apiRequest).toHaveBeenCalledExactlyOnceWith(countView, { body: { kind: 'article', id: 42 } });
  });

  it('reports nothing for a page left before then', () => {
    const { unmount } = render(<CountView kind="article" id={42} />);
    unmount();
    act(() => vi.advanceTimersByTime(100));
    expect(apiRequest).not.toHaveBeenCalled();
  });
});

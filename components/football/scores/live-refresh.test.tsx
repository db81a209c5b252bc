import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveRefresh } from './live-refresh';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

describe('LiveRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    refresh.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('re-renders the page on every interval while shown', () => {
    render(<LiveRefresh everyMs={1000} />);
    vi.advanceTimersByTime(3500);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('stops when the page leaves', () => {
    const { unmount } = render(<LiveRefresh everyMs={1000} />);
    unmount();
    vi.advanceTimersByTime(3000);
    expect(refresh).not.toHaveBeenCalled();
  });
});

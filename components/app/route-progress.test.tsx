import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgress } from './route-progress';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  for (const a of document.querySelectorAll('a')) a.remove();
});

/** Plain anchors, as any rendered link ends up in the document. */
function renderWithLinks() {
  render(<RouteProgress />);
  document.body.insertAdjacentHTML(
    'beforeend',
    '<a href="/lich-truc-tiep">schedule</a><a href="https://example.org/">away</a><a href="/lich-truc-tiep" target="_blank">new tab</a>',
  );
}

const bar = () => screen.queryByTestId('route-progress');

describe('RouteProgress', () => {
  it('shows the bar when a navigation takes longer than a moment, and clears it when the page commits', () => {
    renderWithLinks();
    fireEvent.click(screen.getByText('schedule'));
    expect(bar()).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(bar()).not.toBeNull();
    act(() => window.history.pushState(null, '', '/lich-truc-tiep'));
    expect(bar()).toHaveStyle({ opacity: '0' });
    act(() => vi.advanceTimersByTime(500));
    expect(bar()).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('never shows for a quick navigation', () => {
    renderWithLinks();
    fireEvent.click(screen.getByText('schedule'));
    act(() => window.history.pushState(null, '', '/lich-truc-tiep'));
    act(() => vi.advanceTimersByTime(1000));
    expect(bar()).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('ignores links to other sites and new tabs', () => {
    renderWithLinks();
    fireEvent.click(screen.getByText('away'));
    fireEvent.click(screen.getByText('new tab'));
    act(() => vi.advanceTimersByTime(500));
    expect(bar()).toBeNull();
  });
});

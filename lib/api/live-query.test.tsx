import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { queryOptions } from '@tanstack/react-query';
import { refreshLiveQueries, resetLiveQueries, setLiveQueryData, useLiveQuery, type LiveSeed } from './live-query';

const INTERVAL = 1_000;

const countQuery = (load: (s: AbortSignal) => Promise<number>) =>
  queryOptions({ queryKey: ['count'] as const, queryFn: ({ signal }) => load(signal) });

function Shown({ load, seed, label = 'value' }: { load: (s: AbortSignal) => Promise<number>; seed?: LiveSeed<number>; label?: string }) {
  const value = useLiveQuery(countQuery(load), INTERVAL, seed);
  return <p data-testid={label}>{value ?? 'none'}</p>;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('useLiveQuery', () => {
  beforeEach(() => {
    resetLiveQueries();
    vi.useFakeTimers();
    setVisibility('visible');
  });
  afterEach(() => vi.useRealTimers());

  it('asks once for every component that shows the same key', async () => {
    const load = vi.fn(async () => 7);
    render(<><Shown load={load} label="a" /><Shown load={load} label="b" /></>);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('a')).toHaveTextContent('7');
    expect(screen.getByTestId('b')).toHaveTextContent('7');
  });

  it('shows a fresh server value without asking, then asks again after the interval', async () => {
    let next = 1;
    const load = vi.fn(async () => next++);
    render(<Shown load={load} seed={{ value: 42, at: Date.now() }} />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('value')).toHaveTextContent('42');
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
    expect(screen.getByTestId('value')).toHaveTextContent('1');
  });

  it('does not poll while the tab is hidden and catches up when it shows again', async () => {
    const load = vi.fn(async () => 1);
    render(<Shown load={load} seed={{ value: 0, at: Date.now() }} />);
    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL * 3));
    expect(load).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the last good value when a poll fails', async () => {
    const load = vi.fn().mockResolvedValueOnce(3).mockRejectedValueOnce(new Error('down'));
    render(<Shown load={load} />);
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('value')).toHaveTextContent('3');
  });

  it('stops asking once nothing shows the value', async () => {
    const load = vi.fn(async () => 1);
    const view = render(<Shown load={load} />);
    await flush();
    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL * 3));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('prefers a newer server render over a value kept from an earlier visit', async () => {
    const load = vi.fn(async () => 5);
    const first = render(<Shown load={load} />);
    await flush();
    first.unmount();
    render(<Shown load={load} seed={{ value: 9, at: Date.now() + 1 }} />);
    expect(screen.getByTestId('value')).toHaveTextContent('9');
  });

  it('shows a change the viewer made at once in every reader, and leaves a key nothing showed alone', async () => {
    const load = vi.fn(async () => 1);
    render(<><Shown load={load} label="a" seed={{ value: 4, at: Date.now() }} /><Shown load={load} label="b" /></>);
    act(() => setLiveQueryData<number>(['count'], (n) => n + 1));
    expect(screen.getByTestId('a')).toHaveTextContent('5');
    expect(screen.getByTestId('b')).toHaveTextContent('5');
    expect(load).not.toHaveBeenCalled();
    const untouched = vi.fn((n: number) => n);
    setLiveQueryData<number>(['other'], untouched);
    expect(untouched).not.toHaveBeenCalled();
  });

  it('asks again for the keys under a prefix at once, and nothing for null options', async () => {
    let next = 1;
    const load = vi.fn(async () => next++);
    render(<Shown load={load} seed={{ value: 0, at: Date.now() }} />);
    await flush();
    expect(load).not.toHaveBeenCalled();
    act(() => refreshLiveQueries(['count']));
    await flush();
    expect(screen.getByTestId('value')).toHaveTextContent('1');
    function Off() {
      return <p data-testid="off">{useLiveQuery<number>(null, INTERVAL) ?? 'none'}</p>;
    }
    render(<Off />);
    await act(() => vi.advanceTimersByTimeAsync(INTERVAL * 2));
    expect(screen.getByTestId('off')).toHaveTextContent('none');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { RECONNECT_RETRY_MS, STALL_NOTICE_MS } from '@/lib/domain/viewing';
import { LivePlayer } from './live-player';
import { renderPlayer } from './test-utils';
import type { AttachOptions } from './attach-stream';
import type { AirState } from './use-reconnect';

const sessions: AttachOptions[] = [];

vi.mock('./attach-stream', () => ({
  attachStream: vi.fn(async (_video: HTMLVideoElement, options: AttachOptions) => {
    sessions.push(options);
    return { setMaxHeight: vi.fn(), destroy: vi.fn() };
  }),
  preloadPlayerEngine: vi.fn(),
}));
vi.mock('@/lib/observability/report', () => ({ reportError: vi.fn(), logWarning: vi.fn() }));

const video = () => screen.getByTestId('live-player');
const RECONNECTING = 'Đang kết nối lại…';

beforeEach(() => {
  sessions.length = 0;
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Renders the player and waits for its first attach; timers are fake from then on. */
async function renderRoom(airState: AirState) {
  const view = renderPlayer(<LivePlayer src="/streams/42/master.m3u8" title="Hà Nội FC – Hải Phòng" roomId={42} airState={airState} />);
  await waitFor(() => expect(sessions).toHaveLength(1));
  vi.useFakeTimers();
  return view;
}

describe("LivePlayer in a commentator's room", () => {
  it('says it is reconnecting instead of showing an error, and keeps trying', async () => {
    await renderRoom('live');
    act(() => sessions[0]?.onFatalError());
    expect(screen.getByRole('status')).toHaveTextContent(RECONNECTING);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(RECONNECT_RETRY_MS));
    expect(sessions).toHaveLength(2);
    act(() => vi.advanceTimersByTime(RECONNECT_RETRY_MS));
    act(() => vi.advanceTimersByTime(RECONNECT_RETRY_MS));
    expect(sessions).toHaveLength(4);
  });

  it('stops trying once a frame plays again', async () => {
    await renderRoom('live');
    act(() => sessions[0]?.onFatalError());
    act(() => vi.advanceTimersByTime(RECONNECT_RETRY_MS));
    fireEvent.playing(video());
    expect(screen.queryByText(RECONNECTING)).toBeNull();
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(RECONNECT_RETRY_MS));
    expect(sessions).toHaveLength(2);
  });

  it('says so after a stall, not at the first wait', async () => {
    await renderRoom('live');
    fireEvent.playing(video());
    fireEvent.waiting(video());
    act(() => vi.advanceTimersByTime(STALL_NOTICE_MS - 1));
    expect(screen.queryByText(RECONNECTING)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(RECONNECTING)).toBeInTheDocument();
  });

  it('says so at once when the room reports its stream gone', async () => {
    await renderRoom('reconnecting');
    expect(screen.getByText(RECONNECTING)).toBeInTheDocument();
  });

  it('turns to the error once the room no longer holds the air', async () => {
    const view = await renderRoom('live');
    act(() => sessions[0]?.onFatalError());
    view.rerender(<LivePlayer src="/streams/42/master.m3u8" title="Hà Nội FC – Hải Phòng" roomId={42} airState={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Không phát được luồng trực tiếp.');
  });

  it('keeps the error and its retry button in a demo room', async () => {
    await renderRoom(null);
    act(() => sessions[0]?.onFatalError());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    for (let i = 0; i < 3; i++) act(() => vi.advanceTimersByTime(RECONNECT_RETRY_MS));
    expect(sessions).toHaveLength(1);
  });
});

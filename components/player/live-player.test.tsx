import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LivePlayer } from './live-player';
import { renderPlayer } from './test-utils';
import type { AttachOptions, StreamSession } from './attach-stream';

const sessions: { options: AttachOptions; session: StreamSession }[] = [];

vi.mock('./attach-stream', () => ({
  attachStream: vi.fn(async (_video: HTMLVideoElement, options: AttachOptions) => {
    const session = { setMaxHeight: vi.fn(), destroy: vi.fn() };
    sessions.push({ options, session });
    return session;
  }),
  preloadPlayerEngine: vi.fn(),
}));

const reportError = vi.hoisted(() => vi.fn());
vi.mock('@/lib/observability/report', () => ({ reportError, logWarning: vi.fn() }));

function setUserActivation(hasBeenActive: boolean) {
  Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive }, configurable: true });
}

const video = () => screen.getByTestId('live-player') as HTMLVideoElement;

beforeEach(() => {
  sessions.length = 0;
  setUserActivation(false);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

async function renderLive(props: { realtime?: boolean } = {}) {
  renderPlayer(<LivePlayer src="/streams/42/master.m3u8" title="Hà Nội FC – Hải Phòng" {...props} />);
  await waitFor(() => expect(sessions).toHaveLength(1));
}

describe('LivePlayer', () => {
  it('starts muted at volume 0.8 and autoplays the HD rendition of a real-time stream', async () => {
    await renderLive();
    expect(video().muted).toBe(true);
    expect(video().volume).toBe(0.8);
    expect(sessions[0]?.options).toMatchObject({ link: '/streams/42/1080p.m3u8', maxHeight: 1080 });
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
    expect(video().title).toBe('Hà Nội FC – Hải Phòng');
  });

  it('starts a phone-sized player at 540p and a slow connection at SD, attaching the stream once', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 412, 232));
    vi.stubGlobal('devicePixelRatio', 1.75);
    await renderLive();
    expect(sessions.map((s) => s.options.link)).toEqual(['/streams/42/540p.m3u8']);
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("takes the player's size from a ResizeObserver where there is one, without forcing a layout", async () => {
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const observed: Element[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(element: Element) {
          observed.push(element);
          const entry = { target: element, borderBoxSize: [{ blockSize: 232, inlineSize: 412 }], contentRect: new DOMRect(0, 0, 412, 232) };
          queueMicrotask(() => this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver));
        }
        disconnect() {}
        unobserve() {}
      },
    );
    vi.stubGlobal('devicePixelRatio', 1.75);
    await renderLive();
    await waitFor(() => expect(sessions.map((s) => s.options.link)).toEqual(['/streams/42/540p.m3u8']));
    expect(observed).toHaveLength(1);
    expect(measured).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('starts at SD on a 3G connection however large the player', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1600, 900));
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '3g' }, configurable: true });
    await renderLive();
    expect(sessions.map((s) => s.options.link)).toEqual(['/streams/42/540p.m3u8']);
    Reflect.deleteProperty(navigator, 'connection');
    vi.restoreAllMocks();
  });

  it('stays muted through an autoplay without the viewer, and offers to unmute', async () => {
    await renderLive();
    fireEvent.playing(video());
    expect(video().muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Bấm để bật tiếng' }));
    expect(video().muted).toBe(false);
  });

  it('unmutes on the first play once the viewer has interacted', async () => {
    await renderLive();
    setUserActivation(true);
    fireEvent.play(video());
    expect(video().muted).toBe(false);
  });

  it('keeps a paused stream muted and shows a play button', async () => {
    await renderLive();
    setUserActivation(true);
    fireEvent.play(video());
    fireEvent.pause(video());
    expect(video().muted).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Phát' }).length).toBeGreaterThan(0);
    fireEvent.play(video());
    expect(video().muted).toBe(true);
  });

  it('rebuilds the stream link on a quality change of a real-time stream', async () => {
    await renderLive();
    fireEvent.click(screen.getByRole('button', { name: /^Chất lượng/ }));
    fireEvent.click(screen.getByRole('button', { name: /^SD/ }));
    await waitFor(() => expect(sessions).toHaveLength(2));
    expect(sessions[0]?.session.destroy).toHaveBeenCalled();
    expect(sessions[1]?.options).toMatchObject({ link: '/streams/42/540p.m3u8', maxHeight: 540 });
  });

  it('plays 4K on the 1080p rendition', async () => {
    await renderLive();
    const choose = (name: RegExp) => {
      fireEvent.click(screen.getByRole('button', { name: /^Chất lượng/ }));
      fireEvent.click(screen.getByRole('button', { name }));
    };
    choose(/^SD/);
    await waitFor(() => expect(sessions).toHaveLength(2));
    choose(/^4K/);
    await waitFor(() => expect(sessions).toHaveLength(3));
    expect(sessions[2]?.options.link).toBe('/streams/42/1080p.m3u8');
  });

  it('keeps the master playlist and caps the level when the stream is not real-time', async () => {
    await renderLive({ realtime: false });
    expect(sessions[0]?.options.link).toBe('/streams/42/master.m3u8');
    fireEvent.click(screen.getByRole('button', { name: /^Chất lượng/ }));
    fireEvent.click(screen.getByRole('button', { name: /^HQ/ }));
    await waitFor(() => expect(sessions[0]?.session.setMaxHeight).toHaveBeenCalledWith(720));
    expect(sessions).toHaveLength(1);
  });

  it('shows an error with a retry, logging it only', async () => {
    await renderLive();
    act(() => sessions[0]?.options.onFatalError());
    expect(screen.getByRole('alert')).toHaveTextContent('Không phát được luồng trực tiếp.');
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(sessions).toHaveLength(2));
    expect(reportError).not.toHaveBeenCalled();
  });

  it('does not take the reset of a quality change for a pause', async () => {
    await renderLive();
    fireEvent.click(screen.getByRole('button', { name: /^Chất lượng/ }));
    fireEvent.click(screen.getByRole('button', { name: /^SD/ }));
    fireEvent.pause(video());
    await waitFor(() => expect(sessions).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Phát' })).toBeNull();
  });

  it('closes the stream when the viewer presses pause', async () => {
    await renderLive();
    fireEvent.playing(video());
    Object.defineProperty(video(), 'paused', { value: false, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Tạm dừng' }));
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(video().muted).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Phát' }).length).toBeGreaterThan(0);
  });

  it('sets the volume and mutes at zero', async () => {
    await renderLive();
    fireEvent.change(screen.getByRole('slider', { name: 'Âm lượng' }), { target: { value: '0.4' } });
    expect(video()).toMatchObject({ muted: false, volume: 0.4 });
    fireEvent.change(screen.getByRole('slider', { name: 'Âm lượng' }), { target: { value: '0' } });
    expect(video().muted).toBe(true);
  });
});

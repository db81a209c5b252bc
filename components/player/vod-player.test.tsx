import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import highlights from '@/messages/vi/highlights.json';
import player from '@/messages/vi/player.json';
import type { AttachOptions, StreamSession } from './attach-stream';
import type { PlayerChapter } from './chapter-list';
import { VodPlayer } from './vod-player';

const sessions: { options: AttachOptions; session: StreamSession }[] = [];

vi.mock('./attach-stream', () => ({
  attachStream: vi.fn(async (_video: HTMLVideoElement, options: AttachOptions) => {
    const session = { setMaxHeight: vi.fn(), destroy: vi.fn() };
    sessions.push({ options, session });
    return session;
  }),
  preloadPlayerEngine: vi.fn(),
}));
const apiRequest = vi.hoisted(() => vi.fn(async () => ({ ok: true, data: { clipId: 7, seconds: 0 } })));
vi.mock('@/lib/api/lazy-client', () => ({ apiRequest }));
vi.mock('@/lib/observability/report', () => ({ reportError: vi.fn(), logWarning: vi.fn() }));

const CHAPTERS: PlayerChapter[] = [
  { atSeconds: 0, kind: 'kickoff', label: 'Bóng lăn' },
  { atSeconds: 42, kind: 'goal', label: "12' Bàn thắng – Saka" },
  { atSeconds: 120, kind: 'card', label: "40' Thẻ vàng – Caicedo" },
  { atSeconds: 295, kind: 'fulltime', label: 'Hết giờ' },
];

function renderVod(props: { startAt?: number | null } = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ player, highlights }}>{children}</NextIntlClientProvider>;
  }
  return render(
    <VodPlayer src="/streams/clips/7/master.m3u8" title="Highlight" clipId={7} durationSeconds={300} chapters={CHAPTERS} chaptersTitle="Diễn biến chính" {...props} />,
    { wrapper: Providers },
  );
}

const video = () => screen.getByTestId('vod-player') as HTMLVideoElement;

beforeEach(() => {
  sessions.length = 0;
  localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

describe('VodPlayer', () => {
  it('plays the clip master playlist with its quality cap', async () => {
    renderVod();
    await waitFor(() => expect(sessions).toHaveLength(1));
    expect(sessions[0]?.options.link).toBe('/streams/clips/7/master.m3u8');
  });

  it('marks each goal and card on the timeline, not kick-off or full time', () => {
    renderVod();
    expect(screen.getAllByTestId('chapter-marker')).toHaveLength(2);
  });

  it("seeks to a chapter when it is clicked and marks it as the one playing", async () => {
    renderVod();
    await waitFor(() => expect(sessions).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /0:42.*Saka/ }));
    expect(video().currentTime).toBe(42);
    expect(screen.getByRole('button', { name: /0:42.*Saka/ }).getAttribute('aria-current')).toBe('true');
  });

  it('moves five seconds with the arrow keys on the player', async () => {
    renderVod();
    await waitFor(() => expect(sessions).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /2:00.*Caicedo/ }));
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowRight' });
    expect(video().currentTime).toBe(125);
  });

  it('resumes a guest where this browser left off', async () => {
    localStorage.setItem('clip-position:7', '88');
    renderVod();
    await waitFor(() => expect(video().currentTime).toBe(88));
  });

  it('starts at a linked moment', async () => {
    localStorage.setItem('clip-position:7', '88');
    renderVod({ startAt: 120 });
    await waitFor(() => expect(video().currentTime).toBe(120));
  });

  it('remembers the place on pause', async () => {
    renderVod();
    await waitFor(() => expect(sessions).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: /2:00.*Caicedo/ }));
    video().pause();
    expect(localStorage.getItem('clip-position:7')).toBe('120');
    expect(apiRequest).not.toHaveBeenCalled();
  });
});

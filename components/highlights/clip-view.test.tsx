import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useAuthDialog } from '@/components/auth/auth-dialog-store';
import type { AttachOptions } from '@/components/player/attach-stream';
import { SaveToggle } from '@/components/saved/save-toggle';
import { beGuest, signInMember } from '@/components/schedule/test-utils';
import { saveHighlightPosition, highlightPosition } from '@/lib/contract/highlights';
import { savedSave, savedStatus, savedUnsave } from '@/lib/contract/saved';
import { clipPath } from '@/lib/domain/highlights';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { errorResponse, mockEndpoint } from '@/tests/mocks/handlers';
import { CLIP_ID, clipDetail, goalClips, highlightsHandlers, relatedClip, savedClipHandlers } from '@/tests/mocks/highlights-data';
import { server } from '@/tests/mocks/server';
import { ClipView } from './clip-view';
import { renderHighlights } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));
const attached = vi.hoisted(() => [] as AttachOptions[]);
vi.mock('@/components/player/attach-stream', () => ({
  attachStream: vi.fn(async (_video: HTMLVideoElement, options: AttachOptions) => {
    attached.push(options);
    return { setMaxHeight: vi.fn(), destroy: vi.fn() };
  }),
  preloadPlayerEngine: vi.fn(),
}));

const show = (startAt: number | null = null) =>
  renderHighlights(
    <ClipView {...clipDetail} timeZone="Asia/Ho_Chi_Minh" now={Date.now()} startAt={startAt} actions={<SaveToggle kind="clip" id={CLIP_ID} />} />,
  );
const video = () => screen.getByTestId('vod-player') as HTMLVideoElement;
const SAVE = 'Lưu clip để xem sau';
const UNSAVE = 'Bỏ lưu clip';

beforeEach(() => {
  attached.length = 0;
  localStorage.clear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

describe('ClipView', () => {
  const api = startMockApi();

  it('shows the clip, its goal clips and related clips, each linking to its page', async () => {
    beGuest();
    show();
    expect(screen.getByTestId('clip-title')).toHaveTextContent('Highlight: Arsenal 2-2 Chelsea');
    const moments = within(screen.getByTestId('clip-moments'));
    expect(moments.getByRole('link', { name: goalClips[1]?.title })).toHaveAttribute('href', clipPath(goalClips[1] ?? relatedClip));
    expect(within(screen.getByTestId('clip-related')).getByRole('link', { name: relatedClip.title })).toHaveAttribute('href', clipPath(relatedClip));
    await waitFor(() => expect(attached[0]?.link).toBe(`/streams/clips/${CLIP_ID}/master.m3u8`));
  });

  it('jumps to a chapter when it is chosen, and marks it as the one playing', async () => {
    beGuest();
    show();
    await waitFor(() => expect(attached).toHaveLength(1));
    const chapter = screen.getByRole('button', { name: /4:10.*Saka/ });
    fireEvent.click(chapter);
    expect(video().currentTime).toBe(250);
    expect(chapter).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: /0:42.*Rice/ })).not.toHaveAttribute('aria-current');
  });

  it('resumes a member where the server says they stopped, and saves the new place on pause', async () => {
    signInMember();
    const positions = new Map([[CLIP_ID, 120]]);
    server.use(...highlightsHandlers(positions), ...savedClipHandlers());
    show();
    await waitFor(() => expect(video().currentTime).toBe(120));
    expect(api.calls(highlightPosition.path)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /0:42.*Rice/ }));
    video().pause();
    await waitFor(() => expect(positions.get(CLIP_ID)).toBe(42));
    expect(api.calls(saveHighlightPosition.path)).toHaveLength(1);
  });

  it('keeps a guest’s place in this browser only, asking the server nothing', async () => {
    beGuest();
    localStorage.setItem(`clip-position:${CLIP_ID}`, '88');
    show();
    await waitFor(() => expect(video().currentTime).toBe(88));
    video().pause();
    expect(localStorage.getItem(`clip-position:${CLIP_ID}`)).toBe('88');
    expect(api.calls(highlightPosition.path)).toHaveLength(0);
    expect(api.calls(saveHighlightPosition.path)).toHaveLength(0);
  });

  it('starts at a linked moment rather than the saved place', async () => {
    signInMember();
    server.use(...highlightsHandlers(new Map([[CLIP_ID, 120]])), ...savedClipHandlers());
    show(250);
    await waitFor(() => expect(video().currentTime).toBe(250));
    expect(api.calls(highlightPosition.path)).toHaveLength(0);
  });

  it('gives a guest who presses save the login form, and sends nothing', () => {
    beGuest();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    show();
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' });
    expect(api.calls(savedSave.path)).toHaveLength(0);
  });

  it('marks the clip saved at once, before the server answers, then keeps it', async () => {
    signInMember();
    let answer: (() => void) | undefined;
    const sent = vi.fn();
    const saved = new Set<number>();
    server.use(
      // Ahead of the store's own save: the first handler that matches answers.
      mockEndpoint(savedSave, async ({ body }) => {
        sent(body);
        await new Promise<void>((resolve) => { answer = resolve; });
        saved.add(body.id);
        return { saved: true };
      }),
      ...highlightsHandlers(),
      ...savedClipHandlers(saved),
    );
    show();
    await waitFor(() => expect(api.calls(savedStatus.path)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByRole('button', { name: UNSAVE })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ kind: 'clip', id: CLIP_ID }));
    answer?.();
    expect(await screen.findByText('Đã lưu vào mục Đã lưu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UNSAVE })).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls the save back and says so when the server refuses it', async () => {
    signInMember();
    server.use(...highlightsHandlers(), mockEndpoint(savedStatus, { saved: false }), mockEndpoint(savedSave, () => errorResponse(503, 'Down')));
    show();
    await waitFor(() => expect(api.calls(savedStatus.path)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: SAVE }));
    expect(await screen.findByText('Không lưu được, vui lòng thử lại.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SAVE })).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes a saved clip off the list again', async () => {
    signInMember();
    const saved = new Set([CLIP_ID]);
    server.use(...highlightsHandlers(), ...savedClipHandlers(saved));
    show();
    fireEvent.click(await screen.findByRole('button', { name: UNSAVE }));
    expect(await screen.findByText('Đã bỏ lưu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: SAVE })).toHaveAttribute('aria-pressed', 'false');
    expect(saved.has(CLIP_ID)).toBe(false);
  });

  it('gives the login form when the session has ended by the time the member unsaves', async () => {
    signInMember();
    useAuthDialog.setState({ isOpen: false, view: 'register', openings: 0 });
    server.use(...highlightsHandlers(), mockEndpoint(savedStatus, { saved: true }), mockEndpoint(savedUnsave, () => errorResponse(401, 'Log in')));
    show();
    fireEvent.click(await screen.findByRole('button', { name: UNSAVE }));
    await waitFor(() => expect(useAuthDialog.getState()).toMatchObject({ isOpen: true, view: 'login' }));
  });
});

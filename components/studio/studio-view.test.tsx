import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { studioBroadcast, studioEnd, studioOverview, studioPlan, studioRotateKey } from '@/lib/contract/studio';
import vi_ from '@/messages/vi/studio.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { makeBroadcast, makeOverview, STUDIO_KEY, studioHealth } from '@/tests/mocks/studio-data';
import { StudioView } from './studio-view';
import { renderStudio, ZONE } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));
vi.mock('@/components/chat/chat-panel', () => ({ ChatPanel: ({ groupId, hostUserId }: { groupId: number; hostUserId?: number }) => <div data-testid="chat-panel" data-group={groupId} data-host={hostUserId} /> }));

const api = startMockApi();
const K = vi_.key;

describe('the studio', () => {
  it('shows a new key once, then only its last characters', async () => {
    let made = 0;
    server.use(
      mockEndpoint(studioOverview, makeOverview()),
      mockEndpoint(studioRotateKey, () => (made++, { key: STUDIO_KEY, hint: STUDIO_KEY.slice(-4), createdAt: Date.UTC(2025, 4, 10, 5) })),
    );
    renderStudio(<StudioView timeZone={ZONE} />);
    const card = await screen.findByTestId('stream-key');
    expect(within(card).getByText(K.none)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: K.create }));
    expect(await within(card).findByTestId('stream-key-value')).toHaveValue(STUDIO_KEY);
    expect(within(card).getByRole('alert')).toHaveTextContent(K.shownOnce);
    expect(within(screen.getByTestId('ingest')).getByLabelText(vi_.ingest.streamKey)).toHaveValue(STUDIO_KEY);
    fireEvent.click(within(card).getByTestId('stream-key-hide'));
    expect(within(card).queryByTestId('stream-key-value')).not.toBeInTheDocument();
    expect(within(card).getByTestId('stream-key-hint')).toHaveTextContent('…Xy9Z, tạo lúc 12:00 10/05/2025');
    expect(screen.getByTestId('ingest-key')).toHaveTextContent('live_…Xy9Z');
    expect(document.body).not.toHaveTextContent(STUDIO_KEY);
    expect(made).toBe(1);
  });

  it('asks before rotating a key, and rotates only when confirmed', async () => {
    server.use(mockEndpoint(studioOverview, makeOverview({ key: { hint: 'abcd', createdAt: 0 } })), mockEndpoint(studioRotateKey, { key: STUDIO_KEY, hint: 'Xy9Z', createdAt: 1 }));
    renderStudio(<StudioView timeZone={ZONE} />);
    const card = await screen.findByTestId('stream-key');
    expect(card).toHaveTextContent(K.rotateWarning);
    fireEvent.click(within(card).getByRole('button', { name: K.rotate }));
    expect(within(card).getByRole('group', { name: K.rotateQuestion })).toBeInTheDocument();
    expect(api.calls(studioRotateKey.path)).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: K.rotateConfirm }));
    expect(await within(card).findByTestId('stream-key-value')).toHaveValue(STUDIO_KEY);
  });

  it('shows the health of a broadcast on air, warning of a keyframe interval that is off', async () => {
    const live = makeBroadcast({ state: 'live', source: 'rtmp', startedAt: Date.UTC(2025, 4, 10, 11, 30), health: { ...studioHealth, keyframeIntervalSeconds: 4, droppedFrames: 12 }, groupId: 88 });
    server.use(mockEndpoint(studioOverview, makeOverview({ broadcast: live })), mockEndpoint(studioBroadcast, { broadcast: live, refusal: null }));
    renderStudio(<StudioView timeZone={ZONE} />);
    const health = await screen.findByTestId('health');
    const figure = (key: string) => health.querySelector(`[data-figure="${key}"]`);
    expect(figure('bitrate')).toHaveTextContent('5.980 Kbps');
    expect(figure('fps')).toHaveTextContent('30');
    expect(figure('resolution')).toHaveTextContent('1920×1080');
    expect(figure('renditions')).toHaveTextContent('540p · 720p · 1080p');
    expect(figure('viewers')).toHaveTextContent('1.234');
    expect(figure('dropped')).toHaveTextContent('12');
    expect(figure('keyframe')).toHaveTextContent('4 giây');
    expect(screen.getByTestId('keyframe-warning')).toBeInTheDocument();
    expect(screen.getByTestId('broadcast-state')).toHaveTextContent(vi_.state.live);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`Buổi phát: ${vi_.state.live}`);
    expect(screen.getByTestId('chat-panel')).toHaveAttribute('data-group', '88');
    expect(screen.getByTestId('encoder-status')).toHaveTextContent(vi_.goLive.receiving);
  });

  it('ends the broadcast only once confirmed', async () => {
    const ready = makeBroadcast();
    server.use(
      mockEndpoint(studioOverview, makeOverview({ broadcast: ready })),
      mockEndpoint(studioBroadcast, { broadcast: ready, refusal: null }),
      mockEndpoint(studioEnd, makeBroadcast({ state: 'ended', endedAt: 1 })),
    );
    renderStudio(<StudioView timeZone={ZONE} />);
    const card = await screen.findByTestId('broadcast');
    fireEvent.click(within(card).getByRole('button', { name: vi_.broadcast.end }));
    expect(within(card).getByText(vi_.broadcast.endQuestion)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: vi_.broadcast.cancel }));
    expect(api.calls(studioEnd.path)).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: vi_.broadcast.end }));
    fireEvent.click(within(card).getByRole('button', { name: vi_.broadcast.endConfirm }));
    expect(await within(card).findByTestId('broadcast-none')).toBeInTheDocument();
    expect(api.calls(studioEnd.path)).toHaveLength(1);
  });

  it('plans a broadcast from the form, which then shows it ready', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(studioOverview, makeOverview()),
      mockEndpoint(studioBroadcast, { broadcast: null, refusal: null }),
      mockEndpoint(studioPlan, ({ body }) => (sent.push(body), makeBroadcast({ roomId: body.roomId, title: body.title, language: body.language }))),
    );
    renderStudio(<StudioView timeZone={ZONE} />);
    const form = await screen.findByTestId('plan');
    fireEvent.change(within(form).getByLabelText(vi_.plan.room), { target: { value: '302' } });
    expect(within(form).getByTestId('plan-match')).toHaveTextContent('Arsenal – Chelsea');
    fireEvent.click(within(form).getByLabelText('English'));
    fireEvent.click(within(form).getByRole('button', { name: vi_.plan.save }));
    await waitFor(() => expect(sent).toEqual([{ roomId: 302, title: 'Arsenal – Chelsea', language: 'en' }]));
    expect(await screen.findByTestId('broadcast-title')).toHaveTextContent('Arsenal – Chelsea');
    expect(screen.getByTestId('broadcast-state')).toHaveTextContent(vi_.state.ready);
    expect(screen.getByTestId('encoder-status')).toHaveTextContent(vi_.goLive.waiting);
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StudioVideo } from '@/lib/contract/studio';
import studio from '@/messages/vi/studio.json';
import { RecordingsCard } from './recordings-card';
import { renderStudio, ZONE } from './test-utils';

vi.mock('./recording-player', () => ({ RecordingPlayer: ({ src }: { src: string }) => <video data-testid="recording-video" src={src} /> }));

const video = (id: number, state: StudioVideo['state'], progress: number): StudioVideo => ({
  id,
  title: `Buổi phát ${id}`,
  state,
  durationMs: state === 'ready' ? 5_430_000 : null,
  createdAt: Date.UTC(2025, 4, 10, 5),
  playlist: state === 'ready' ? `/streams/vod/${id}/master.m3u8` : null,
  progress,
});

describe('the recordings list', () => {
  it('shows each recording\'s state, packaging progress, and a player once it is ready', async () => {
    renderStudio(<RecordingsCard recordings={[video(3, 'processing', 0.42), video(2, 'ready', 1), video(1, 'failed', 0.3)]} timeZone={ZONE} />);
    const [processing, ready, failed] = screen.getAllByTestId('recording');
    expect(processing).toHaveTextContent(studio.recordings.states.processing);
    expect(within(processing as HTMLElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '42');
    expect(within(processing as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
    expect(failed).toHaveTextContent(studio.recordings.states.failed);
    expect(within(failed as HTMLElement).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(ready).toHaveTextContent('12:00 10/05/2025 · 1:30:30');
    fireEvent.click(within(ready as HTMLElement).getByRole('button', { name: studio.recordings.watch }));
    expect(await within(ready as HTMLElement).findByTestId('recording-video')).toHaveAttribute('src', '/streams/vod/2/master.m3u8');
    expect(within(ready as HTMLElement).getByRole('button', { name: studio.recordings.close })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when there is nothing yet', () => {
    renderStudio(<RecordingsCard recordings={[]} timeZone={ZONE} />);
    expect(screen.getByText(studio.recordings.none)).toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clip } from '@/lib/contract/highlights';
import type { ArticleBlock } from '@/lib/contract/news-blocks';
import { useSpoilerStore } from '@/lib/stores/spoiler-store';
import highlights from '@/messages/vi/highlights.json';
import news from '@/messages/vi/news.json';
import player from '@/messages/vi/player.json';
import { ArticleBody } from './article-body';

const attachStream = vi.hoisted(() => vi.fn(async () => ({ setMaxHeight: vi.fn(), destroy: vi.fn() })));
vi.mock('@/components/player/attach-stream', () => ({ attachStream, preloadPlayerEngine: vi.fn() }));
vi.mock('@/lib/api/lazy-client', () => ({ apiRequest: vi.fn(async () => ({ ok: true, data: { clipId: 41, seconds: 0 } })) }));
vi.mock('@/lib/observability/report', () => ({ reportError: vi.fn(), logWarning: vi.fn() }));

const ZONE = 'Asia/Ho_Chi_Minh';
const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="vi" timeZone={ZONE} messages={{ news, highlights, player }}>{children}</NextIntlClientProvider>
);

const CLIP: Clip = {
  id: 41, category: 'bong-da', type: 'highlight-mo-rong', slug: 'highlight-arsenal-2-1-chelsea-41', title: 'Highlight Arsenal 2-1 Chelsea',
  poster: '/media/banner/stadium-highlight-9-0.svg', durationSeconds: 312, publishedAt: 1, viewCount: 5, parentId: null,
  match: { fixtureId: 9, staticId: 109, leagueId: 1, homeId: 1, awayId: 2, home: 'Arsenal', away: 'Chelsea', homeSlug: 'arsenal', awaySlug: 'chelsea', homeScore: 2, awayScore: 1 },
  stream: '/streams/clips/41/master.m3u8', chapters: [],
};

const renderBody = (blocks: ArticleBlock[]) =>
  render(<ArticleBody blocks={blocks} context={{ timeZone: ZONE, matches: new Map(), clips: new Map([[CLIP.id, CLIP]]), standings: () => null }} />, { wrapper });

beforeEach(() => {
  localStorage.clear();
  attachStream.mockClear();
  useSpoilerStore.setState({ on: false, revealed: [] });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
});

describe('an embedded highlight', () => {
  it('shows the poster, title, length and a link to the clip’s page, with no player until play is pressed', async () => {
    renderBody([{ kind: 'highlight', clipId: 41 }]);
    expect(await screen.findByTestId('article-clip-title')).toHaveTextContent('Highlight Arsenal 2-1 Chelsea');
    expect(screen.getByTestId('article-clip')).toHaveTextContent('5:12');
    expect(screen.getByTestId('article-clip-link')).toHaveAttribute('href', '/highlight/bong-da/highlight-mo-rong/highlight-arsenal-2-1-chelsea-41');
    expect(screen.queryByTestId('vod-player')).toBeNull();
    expect(attachStream).not.toHaveBeenCalled();
  });

  it('plays the clip in place when the reader presses play', async () => {
    renderBody([{ kind: 'highlight', clipId: 41 }]);
    fireEvent.click(await screen.findByTestId('article-clip-play'));
    expect(await screen.findByTestId('vod-player')).toBeInTheDocument();
    await waitFor(() => expect(attachStream).toHaveBeenCalledWith(expect.any(HTMLVideoElement), expect.objectContaining({ link: '/streams/clips/41/master.m3u8' })));
  });

  it('draws nothing for a clip that did not load (unknown or not out yet)', () => {
    renderBody([{ kind: 'paragraph', text: 'Mở đầu.' }, { kind: 'highlight', clipId: 99 }]);
    expect(screen.queryByTestId('article-clip')).toBeNull();
  });

  it('names the match without its score in spoiler-free mode, on the title and the play button', async () => {
    useSpoilerStore.setState({ on: true, revealed: [] });
    renderBody([{ kind: 'highlight', clipId: 41 }]);
    expect(await screen.findByTestId('article-clip-title')).toHaveTextContent('Arsenal vs Chelsea');
    expect(screen.getByTestId('article-clip-play').getAttribute('aria-label')).not.toContain('2-1');
    act(() => screen.getByTestId('spoiler-reveal').click());
    expect(screen.getByTestId('article-clip-title')).toHaveTextContent('Highlight Arsenal 2-1 Chelsea');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { clipPath } from '@/lib/domain/highlights';
import { goalClips, makeClipSummary, relatedClip } from '@/tests/mocks/highlights-data';
import { ClipList } from './clip-list';
import { renderHighlights } from './test-utils';

vi.mock('@/lib/i18n/navigation', () => import('@/tests/mocks/navigation'));

const pager = (page: number, pages: number) => ({ page, pages, hrefOf: (n: number) => `/highlight?page=${n}` });
const list = (props: Partial<Parameters<typeof ClipList>[0]> = {}) =>
  renderHighlights(<ClipList clips={[makeClipSummary(), ...goalClips, relatedClip]} timeZone="Asia/Ho_Chi_Minh" now={Date.now()} label="Mới nhất" {...props} />);

describe('ClipList', () => {
  it('shows a card per clip, each linking to its canonical page with its length and sport', () => {
    list();
    const cards = screen.getAllByTestId('clip-card');
    expect(cards).toHaveLength(4);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: 'Highlight: Arsenal 2-2 Chelsea' })).toHaveAttribute('href', clipPath(makeClipSummary()));
    expect(first.getByText('Thời lượng 5:00')).toBeInTheDocument();
    expect(first.getByText('Bóng đá')).toBeInTheDocument();
  });

  it('loads the first posters at once and the rest lazily', () => {
    const clips = Array.from({ length: 6 }, (_, i) => makeClipSummary({ id: 8000 + i }));
    const { container } = list({ clips });
    const loading = [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('pages with previous and next links, and none on a single page', () => {
    const { unmount } = list({ pager: pager(2, 3) });
    expect(screen.getByRole('link', { name: 'Trang trước' })).toHaveAttribute('href', '/highlight?page=1');
    expect(screen.getByRole('link', { name: 'Trang sau' })).toHaveAttribute('href', '/highlight?page=3');
    expect(screen.getByText('Trang 2/3')).toBeInTheDocument();
    unmount();
    list({ pager: pager(1, 1) });
    expect(screen.queryByRole('navigation', { name: 'Trang' })).toBeNull();
  });

  it('says so when there is nothing, and offers every highlight when the list was filtered', () => {
    const { unmount } = list({ clips: [] });
    expect(screen.getByText('Chưa có video')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Xem mọi highlight' })).toBeNull();
    unmount();
    list({ clips: [], filtered: true });
    expect(screen.getByRole('link', { name: 'Xem mọi highlight' })).toHaveAttribute('href', '/highlight');
  });
});

import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeQueryClient } from '@/lib/api/query-client';
import type { ClipSummary } from '@/lib/contract/highlights';
import { siteSearch, type SearchResults } from '@/lib/contract/search';
import { matchPath, teamPath } from '@/lib/domain/football-urls';
import { clipPath } from '@/lib/domain/highlights';
import { useSpoilerStore } from '@/lib/stores/spoiler-store';
import highlights from '@/messages/vi/highlights.json';
import search from '@/messages/vi/search.json';
import { startMockApi } from '@/tests/mocks/api-test-kit';
import { makeMatch } from '@/tests/mocks/data';
import { mockEndpoint } from '@/tests/mocks/handlers';
import { server } from '@/tests/mocks/server';
import { SearchField } from './search-field';

const push = vi.fn();
vi.mock('@/lib/i18n/navigation', () => ({
  useRouter: () => ({ push }),
  Link: ({ href, prefetch: _prefetch, children, ...rest }: { href: string; prefetch?: boolean; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const api = startMockApi();
const match = makeMatch();
const team = { team: match.localteam, league: match.league, country: 'Vietnam' };
const clip: ClipSummary = {
  id: 41, category: 'bong-da', type: 'ban-thang', slug: 'ban-thang-van-quyet-41', title: 'Bàn thắng: Văn Quyết 23\' | Hà Nội FC 1-0 Công An Hà Nội',
  poster: '/media/banner/clip-41.webp', durationSeconds: 30, publishedAt: 1_750_000_000_000, viewCount: 12, parentId: 40,
  match: { fixtureId: match.fixtureId, staticId: match.staticId, leagueId: match.league.id, homeId: 1, awayId: 2, home: 'Hà Nội FC', away: 'Công An Hà Nội', homeSlug: 'ha-noi-fc', awaySlug: 'cong-an-ha-noi', homeScore: 1, awayScore: 0 },
};

function results(overrides: Partial<SearchResults> = {}): SearchResults {
  const none = { items: [], hasMore: false };
  return { match: none, team: none, player: none, league: none, room: none, tip: none, article: none, clip: none, post: none, member: none, group: none, place: none, ...overrides };
}

function renderField() {
  return render(
    <QueryClientProvider client={makeQueryClient()}>
      <NextIntlClientProvider locale="vi" messages={{ search, highlights }} timeZone="Asia/Ho_Chi_Minh">
        <SearchField variant="inline" />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const input = () => screen.getByRole('combobox', { name: 'Tìm kiếm' });
const asked = () => api.calls(siteSearch.path);

beforeEach(() => {
  push.mockReset();
  useSpoilerStore.setState({ on: false, revealed: [] });
});

describe('the header search field', () => {
  it('asks once after typing pauses and lists the answers grouped by kind', async () => {
    const queries: string[] = [];
    server.use(mockEndpoint(siteSearch, ({ query }) => (queries.push(`${query.q}/${query.limit}`), results({ match: { items: [match], hasMore: false }, team: { items: [team], hasMore: true } }))));
    renderField();
    for (const text of ['h', 'ha', 'ha n', 'ha noi']) fireEvent.change(input(), { target: { value: text } });
    const list = await screen.findByRole('listbox');
    const matches = await within(list).findByRole('group', { name: 'Trận đấu' });
    expect(within(matches).getByRole('option', { name: /Hà Nội FC vs Công An Hà Nội/ })).toHaveAttribute('href', matchPath({ staticId: match.staticId, leagueId: match.league.id, home: match.localteam, away: match.visitorteam }));
    expect(within(within(list).getByRole('group', { name: 'Đội bóng' })).getByRole('option', { name: /V\.League 1 · Vietnam/ })).toHaveAttribute('href', teamPath(match.localteam));
    expect(queries).toEqual(['ha noi/4']);
    expect(asked()).toHaveLength(1);
  });

  it('moves through the answers with the arrows and opens one with Enter', async () => {
    server.use(mockEndpoint(siteSearch, results({ match: { items: [match], hasMore: false }, team: { items: [team], hasMore: false } })));
    renderField();
    fireEvent.change(input(), { target: { value: 'ha noi' } });
    await screen.findByRole('group', { name: 'Đội bóng' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const active = input().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('Hà Nội FC');
    expect(active && document.getElementById(active)).toHaveAttribute('data-kind', 'team');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith(teamPath(match.localteam));
  });

  it('goes to the results page on Enter with no answer chosen, and Esc closes the list', async () => {
    server.use(mockEndpoint(siteSearch, results()));
    renderField();
    fireEvent.change(input(), { target: { value: 'zzz qqq' } });
    expect(await screen.findByText('Không thấy kết quả cho “zzz qqq”')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Xem tất cả kết quả/ })).toHaveAttribute('href', '/tim-kiem?q=zzz+qqq');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/tim-kiem?q=zzz+qqq');
  });

  it('does not ask for punctuation alone', async () => {
    renderField();
    fireEvent.change(input(), { target: { value: '***' } });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('option', { name: /Xem tất cả/ })).toBeInTheDocument());
    expect(asked()).toHaveLength(0);
  });

  it('says so when the search fails', async () => {
    server.use(mockEndpoint(siteSearch, results(), { status: 500 }));
    renderField();
    fireEvent.change(input(), { target: { value: 'ha noi' } });
    expect(await screen.findByText('Chưa tìm được, hãy thử lại')).toBeInTheDocument();
  });

  it('lists a clip with its sport, type and length, linking to the clip, its result hidden in spoiler-free mode', async () => {
    server.use(mockEndpoint(siteSearch, results({ clip: { items: [clip], hasMore: false } })));
    renderField();
    fireEvent.change(input(), { target: { value: 'van quyet' } });
    const clips = await screen.findByRole('group', { name: 'Video highlight' });
    const row = within(clips).getByRole('option', { name: /Văn Quyết 23' \| Hà Nội FC 1-0 Công An Hà Nội/ });
    expect(row).toHaveAttribute('href', clipPath(clip));
    expect(row).toHaveTextContent('Bóng đá · Bàn thắng · 0:30');
    act(() => useSpoilerStore.setState({ on: true }));
    expect(row).toHaveTextContent('Hà Nội FC vs Công An Hà Nội');
    expect(row).not.toHaveTextContent('1-0');
  });
});

import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { Article } from '@/lib/contract/news';
import type { ArticleBlock } from '@/lib/contract/news-blocks';
import type { Match } from '@/lib/contract/schedule';
import { SCHEDULE_STATUS } from '@/lib/domain/schedule-status';
import news from '@/messages/vi/news.json';
import { makeMatch } from '@/tests/mocks/data';
import { ArticleBody, type ArticleBodyContext } from './article-body';
import { bodyContext } from './article-links';

const ZONE = 'Asia/Ho_Chi_Minh';
const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="vi" timeZone={ZONE} messages={{ news }}>{children}</NextIntlClientProvider>
);

const finished = makeMatch({ status: 'ft', scheduleStatus: SCHEDULE_STATUS.ended, score: '[2-1]', roomId: null, commentatorId: null, users: [] });
const context = (matches: Match[] = [finished]): ArticleBodyContext => ({
  timeZone: ZONE,
  matches: new Map(matches.map((m) => [m.fixtureId, m])),
  clips: new Map(),
  standings: (leagueId) => ({ href: `/giai-dau/v-league-1/${leagueId}#standings`, name: 'V.League 1' }),
});

const renderBody = (blocks: ArticleBlock[], ctx = context()) => render(<ArticleBody blocks={blocks} context={ctx} />, { wrapper });

describe('ArticleBody', () => {
  it('draws each text block as its element', () => {
    renderBody([
      { kind: 'paragraph', text: 'Đoạn mở đầu.' },
      { kind: 'heading', text: 'Diễn biến' },
      { kind: 'quote', text: 'Chúng tôi đã chơi rất tốt.', cite: 'HLV Kiatisak' },
      { kind: 'list', ordered: true, items: ['Một', 'Hai'] },
      { kind: 'list', ordered: false, items: ['Ba'] },
    ]);
    const body = screen.getByTestId('article-body');
    expect(within(body).getByText('Đoạn mở đầu.').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2, name: 'Diễn biến' })).toBeInTheDocument();
    const quote = body.querySelector('blockquote');
    expect(quote).toHaveTextContent('Chúng tôi đã chơi rất tốt.');
    expect(body.querySelector('figure cite')).toHaveTextContent('HLV Kiatisak');
    expect(body.querySelectorAll('ol > li')).toHaveLength(2);
    expect(body.querySelectorAll('ul > li')).toHaveLength(1);
  });

  it('draws a picture with its alternative text and caption', () => {
    renderBody([{ kind: 'image', src: '/media/banner/stadium-x.svg', alt: 'Khán đài Hàng Đẫy', caption: 'Sân Hàng Đẫy kín chỗ.' }]);
    const img = screen.getByRole('img', { name: 'Khán đài Hàng Đẫy' });
    expect(img).toHaveAttribute('src', '/media/banner/stadium-x.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.closest('figure')?.querySelector('figcaption')).toHaveTextContent('Sân Hàng Đẫy kín chỗ.');
  });

  it('links a match block to the match and a table block to the league table', () => {
    renderBody([
      { kind: 'match', fixtureId: finished.fixtureId },
      { kind: 'standings', leagueId: 39 },
    ]);
    const card = screen.getByRole('complementary', { name: 'Trận đấu' });
    expect(card).toHaveTextContent('Hà Nội FC');
    expect(card).toHaveTextContent('Công An Hà Nội');
    expect(card).toHaveTextContent('2-1');
    expect(card).toHaveTextContent('19:00 10/05/2025');
    expect(within(card).getByRole('link', { name: 'Xem trận đấu' })).toHaveAttribute('href', '/tran-dau/ha-noi-fc-vs-cong-an-ha-noi/7001?leagueId=39');
    expect(screen.getByRole('link', { name: 'Xem bảng xếp hạng V.League 1' })).toHaveAttribute('href', '/giai-dau/v-league-1/39#standings');
  });

  it('leaves out a match that did not load, a league without a page and a highlight clip', () => {
    renderBody(
      [
        { kind: 'paragraph', text: 'Chỉ có đoạn này.' },
        { kind: 'match', fixtureId: 1234 },
        { kind: 'standings', leagueId: 5 },
        { kind: 'highlight', clipId: 8 },
      ],
      { ...context([]), standings: () => null },
    );
    expect(screen.getByTestId('article-body').children).toHaveLength(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows markup in a text block as text, never as an element', () => {
    const attack = '<script>alert(1)</script>';
    renderBody([
      { kind: 'paragraph', text: attack },
      { kind: 'heading', text: `<img src=x onerror="alert(1)">` },
      { kind: 'quote', text: attack, cite: attack },
      { kind: 'list', ordered: false, items: [attack] },
    ]);
    const body = screen.getByTestId('article-body');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(within(body).getAllByText(attack).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<img src=x onerror="alert(1)">');
  });
});

/** Only what the links read matters here: the sport and the tags. */
const makeArticle = (over: Pick<Partial<Article>, 'category' | 'tags'>): Pick<Article, 'category' | 'tags'> => ({ category: 'bong-da', tags: [], ...over });

describe('bodyContext', () => {
  it('links football tables by the league tag, and nothing for the other desks', () => {
    const football = makeArticle({ tags: [{ kind: 'league', refId: 39, name: 'V.League 1', slug: 'v-league-1' }] });
    expect(bodyContext(football, new Map(), new Map(), ZONE).standings(39)).toEqual({ href: '/giai-dau/vleague-1/39#standings', name: 'V.League 1' });
    expect(bodyContext(football, new Map(), new Map(), ZONE).standings(40)).toEqual({ href: '/giai-dau/40/40#standings', name: null });
    expect(bodyContext(makeArticle({ category: 'esport' }), new Map(), new Map(), ZONE).standings(39)).toBeNull();
  });
});

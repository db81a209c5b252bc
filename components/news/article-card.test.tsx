import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ArticleSummary } from '@/lib/contract/news';
import { articlePath, articleSlug } from '@/lib/domain/news';
import common from '@/messages/vi/common.json';
import commonEn from '@/messages/en/common.json';
import news from '@/messages/vi/news.json';
import newsEn from '@/messages/en/news.json';
import { ArticleCard } from './article-card';
import { ArticleList } from './article-list';

const ZONE = 'Asia/Ho_Chi_Minh';
const vi = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="vi" timeZone={ZONE} messages={{ common, news }}>{children}</NextIntlClientProvider>
);
const en = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="en" timeZone={ZONE} messages={{ common: commonEn, news: newsEn }}>{children}</NextIntlClientProvider>
);

/** A summary as the news list answers, in Vietnamese. */
function makeSummary(overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: 42,
    category: 'bong-da',
    type: 'chuyen-nhuong',
    slug: 'ha-noi-fc-chieu-mo-tien-dao-42',
    headline: 'Hà Nội FC chiêu mộ tiền đạo',
    standfirst: 'Bản hợp đồng ba năm được công bố sáng nay.',
    cover: '/media/banner/stadium-news-x.svg',
    author: { userId: 5, displayName: 'Nguyễn Thu Hoà', nickname: null, profilePicture: null },
    featured: false,
    publishedAt: Date.UTC(2026, 4, 12, 3, 30),
    updatedAt: null,
    readingMinutes: 4,
    viewCount: 1530,
    ...overrides,
  };
}

const summary = makeSummary();
const published = summary.publishedAt;

describe('ArticleCard', () => {
  it('links the headline to the canonical path', () => {
    render(<ArticleCard article={summary} timeZone={ZONE} now={published + 3_600_000} />, { wrapper: vi });
    const link = screen.getByRole('link', { name: summary.headline });
    // The slug is made of the Vietnamese headline and the id, whatever language the card is in.
    expect(link).toHaveAttribute('href', articlePath({ category: 'bong-da', type: 'chuyen-nhuong', slug: articleSlug({ id: 42, headline: summary.headline }) }));
    expect(link).toHaveAttribute('href', '/tin-tuc/bong-da/chuyen-nhuong/ha-noi-fc-chieu-mo-tien-dao-42');
  });

  it('keeps the Vietnamese slug for a translated headline', () => {
    const english = makeSummary({ headline: 'Hà Nội FC sign a striker' });
    render(<ArticleCard article={english} timeZone={ZONE} now={published} />, { wrapper: en });
    expect(screen.getByRole('link', { name: 'Hà Nội FC sign a striker' })).toHaveAttribute('href', '/en/tin-tuc/bong-da/chuyen-nhuong/ha-noi-fc-chieu-mo-tien-dao-42');
    expect(screen.getByText('Football')).toBeInTheDocument();
    expect(screen.getByText('Transfers')).toBeInTheDocument();
    expect(screen.getByText('1.5K views')).toBeInTheDocument();
    expect(screen.getByText('4 min read')).toBeInTheDocument();
  });

  it('shows sport and type, author, reading time and views per locale', () => {
    render(<ArticleCard article={summary} timeZone={ZONE} now={published + 3 * 3_600_000} />, { wrapper: vi });
    const card = screen.getByTestId('article-card');
    expect(within(card).getByText('Bóng đá')).toBeInTheDocument();
    expect(within(card).getByText('Chuyển nhượng')).toBeInTheDocument();
    expect(card).toHaveTextContent('Nguyễn Thu Hoà');
    expect(card).toHaveTextContent('4 phút đọc');
    expect(within(card).getByText('1,5K lượt xem')).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveTextContent('3 giờ trước');
  });

  it('gives an older article its time in the viewer zone', () => {
    render(<ArticleCard article={summary} timeZone={ZONE} now={published + 3 * 86_400_000} />, { wrapper: vi });
    const time = screen.getByTestId('article-card').querySelector('time');
    expect(time).toHaveTextContent('10:30 12/05/2026');
    expect(time).toHaveAttribute('dateTime', '2026-05-12T03:30:00.000Z');
  });

  it('sizes the cover and loads it lazily unless it is above the fold', () => {
    const { rerender } = render(<ArticleCard article={summary} timeZone={ZONE} now={published} />, { wrapper: vi });
    const img = () => screen.getByTestId('article-card').querySelector('img[src="/media/banner/stadium-news-x.svg"]');
    expect(img()).toHaveAttribute('loading', 'lazy');
    expect(img()).toHaveAttribute('width', '1600');
    expect(img()).toHaveAttribute('height', '600');
    rerender(<ArticleCard article={summary} timeZone={ZONE} now={published} eager />);
    expect(img()).toHaveAttribute('loading', 'eager');
  });
});

describe('ArticleList', () => {
  it('loads the first row at once and the rest lazily, with a pager', () => {
    const articles = [1, 2, 3, 4].map((id) => makeSummary({ id, slug: `bai-${id}` }));
    render(<ArticleList articles={articles} timeZone={ZONE} now={published} label="Bài mới" pager={{ page: 2, pages: 3, hrefOf: (p) => `/tin-tuc?page=${p}` }} />, { wrapper: vi });
    const covers = screen.getAllByTestId('article-card').map((card) => card.querySelector('img')?.getAttribute('loading'));
    expect(covers).toEqual(['eager', 'eager', 'eager', 'lazy']);
    expect(screen.getByRole('heading', { level: 2, name: 'Bài mới' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trang trước' })).toHaveAttribute('href', '/tin-tuc?page=1');
    expect(screen.getByRole('link', { name: 'Trang sau' })).toHaveAttribute('href', '/tin-tuc?page=3');
    expect(screen.getByText('Trang 2/3')).toBeInTheDocument();
  });

  it('shows the empty state, offering every article on a filtered list', () => {
    render(<ArticleList articles={[]} timeZone={ZONE} now={published} label="Bài mới" filtered />, { wrapper: vi });
    expect(screen.getByText('Chưa có bài viết nào')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem tất cả tin tức' })).toHaveAttribute('href', '/tin-tuc');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

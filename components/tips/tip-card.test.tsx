import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { TipItem, TopTipster } from '@/lib/contract/tips';
import tips from '@/messages/vi/tips.json';
import { makeMatch } from '@/tests/mocks/data';
import { TipCard } from './tip-card';
import { TopTipsters } from './top-tipsters';

const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale="vi" timeZone="Asia/Ho_Chi_Minh" messages={{ tips }}>{children}</NextIntlClientProvider>
);

function makeTip(overrides: Partial<TipItem> = {}): TipItem {
  return {
    id: 7, fixtureId: 9001, author: { userId: 3, displayName: 'Fan Một', nickname: null, profilePicture: null },
    market: 'ah', selection: 'away', line: 0.5, odds: 1.93, confidence: 4, analysis: 'Đội khách thủ tốt.', lang: 'vi', result: null,
    createdAt: Date.UTC(2026, 10, 20, 10), updatedAt: null, match: makeMatch(), ...overrides,
  };
}

describe('TipCard', () => {
  it.each([
    [null, 'Chờ kết quả'],
    ['won', 'Thắng'],
    ['lost', 'Thua'],
    ['void', 'Hoàn'],
  ] as const)('shows the result %s as "%s"', (result, label) => {
    render(<TipCard tip={makeTip({ result })} href="/tip-keo/chi-tiet/x-7" timeZone="Asia/Ho_Chi_Minh" />, { wrapper });
    expect(screen.getByTestId('tip-card').querySelector('[data-result]')).toHaveTextContent(label);
  });

  it('shows the match, the pick with its line, the odds at the time and a link to the tip', () => {
    render(<TipCard tip={makeTip()} href="/tip-keo/chi-tiet/x-7" timeZone="Asia/Ho_Chi_Minh" />, { wrapper });
    const card = screen.getByTestId('tip-card');
    expect(card).toHaveTextContent('Hà Nội FC');
    expect(card).toHaveTextContent('Công An Hà Nội +0.5');
    expect(card).toHaveTextContent('Tỷ lệ 1,93');
    expect(card).toHaveTextContent('Bắt đầu 19:00 10/05/2025');
    expect(screen.getByRole('link', { name: 'Xem chi tiết tip' })).toHaveAttribute('href', '/tip-keo/chi-tiet/x-7');
  });
});

describe('TopTipsters', () => {
  const row = (rank: number, name: string, winRate: number | null, streak: number): TopTipster => ({
    rank, author: { userId: rank, displayName: name, nickname: null, profilePicture: null }, tips: 10, won: 6, lost: 2, winRate, streak,
  });

  it('lists rank, win rate, record and the current streak', () => {
    render(<TopTipsters tipsters={[row(1, 'Mai', 0.75, 3), row(2, 'Fan Hai', 0.6, -2)]} />, { wrapper });
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mai');
    expect(items[0]).toHaveTextContent('75%');
    expect(items[0]).toHaveTextContent('6 thắng · 2 thua · Chuỗi 3 thắng');
    expect(items[1]).toHaveTextContent('Chuỗi 2 thua');
  });

  it('says nobody qualifies yet', () => {
    render(<TopTipsters tipsters={[]} />, { wrapper });
    expect(screen.getByText('Chưa có ai đủ 5 tip đã có kết quả.')).toBeInTheDocument();
  });
});

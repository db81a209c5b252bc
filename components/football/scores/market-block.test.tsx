import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en/scores.json';
import vi from '@/messages/vi/scores.json';
import zh from '@/messages/zh/scores.json';
import { MarketBlock } from './market-block';

const MESSAGES = { vi, en, zh } as const;
const columns = [
  { label: 'H', opening: 2.1, current: 1.95, movement: 'down' as const },
  { label: 'A', opening: 3.6, current: 3.8, movement: 'up' as const },
];

const renderIn = (locale: keyof typeof MESSAGES, suspended: boolean) =>
  render(
    <NextIntlClientProvider locale={locale} messages={{ scores: MESSAGES[locale] }}>
      <MarketBlock title="1X2" columns={columns} suspended={suspended} />
    </NextIntlClientProvider>,
  );

describe('MarketBlock', () => {
  it('shows the current prices with their movement while the market is open', () => {
    const { container } = renderIn('en', false);
    expect(container.querySelectorAll('[data-movement]')).toHaveLength(2);
    expect(screen.queryByTestId('odds-suspended')).toBeNull();
  });

  it.each([
    ['vi', 'Tạm khóa'],
    ['en', 'Suspended'],
    ['zh', '暫停'],
  ] as const)('shows a lock and “%s” text instead of the current prices while suspended', (locale, text) => {
    const { container } = renderIn(locale, true);
    const mark = screen.getByTestId('odds-suspended');
    expect(mark.textContent).toBe(text);
    expect(mark.querySelector('svg.lucide-lock')).not.toBeNull();
    expect(container.querySelectorAll('[data-movement]')).toHaveLength(0);
    // The opening prices stay: they are history, not an offer.
    expect(screen.getByText(locale === 'vi' ? '2,10' : '2.10')).toBeTruthy();
  });
});

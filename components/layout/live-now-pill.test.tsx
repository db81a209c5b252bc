import type { AnchorHTMLAttributes } from 'react';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en/common.json';
import vi_ from '@/messages/vi/common.json';
import zh from '@/messages/zh/common.json';
import { LiveNowPill } from './live-now-pill';

const live = vi.hoisted(() => ({ count: null as number | null }));

vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));
vi.mock('@/lib/api/live-count', () => ({ useLiveCount: () => live.count }));

const MESSAGES = { vi: vi_, en, zh };

function renderPill(locale: keyof typeof MESSAGES, count: number | null) {
  live.count = count;
  render(
    <NextIntlClientProvider locale={locale} messages={{ common: MESSAGES[locale] }}>
      <LiveNowPill />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('link');
}

// The pill is in every page's header: the first number or plural formatter a page makes loads the
// browser's locale data, a long task on a slow phone, so the pill's label must not need one.
const made = { count: 0 };
const originals = { NumberFormat: Intl.NumberFormat, PluralRules: Intl.PluralRules };
beforeEach(() => {
  made.count = 0;
  for (const name of ['NumberFormat', 'PluralRules'] as const) {
    const Original = originals[name];
    const counted = function (...args: unknown[]) {
      made.count += 1;
      return Reflect.construct(Original, args) as object;
    };
    Object.defineProperties(counted, Object.getOwnPropertyDescriptors(Original));
    Object.defineProperty(Intl, name, { value: counted, configurable: true, writable: true });
  }
});
afterEach(() => {
  for (const [name, value] of Object.entries(originals)) Object.defineProperty(Intl, name, { value, configurable: true, writable: true });
});

describe('LiveNowPill', () => {
  it.each([
    ['vi', null, 'Đang live', null],
    ['vi', 0, 'Đang live: 0', 'Chưa có trận nào đang trực tiếp'],
    ['vi', 12, 'Đang live: 12', '12 trận đang trực tiếp'],
    ['en', 1, 'Live now: 1', '1 match live'],
    ['en', 12, 'Live now: 12', '12 matches live'],
    ['en', 0, 'Live now: 0', 'No matches live right now'],
    ['zh', 3, '直播中: 3', '3 場賽事直播中'],
  ] as const)('in %s with %s live, is named "%s" after its shown words, with the sentence as its tooltip, without a number or plural formatter', (locale, count, name, tooltip) => {
    const pill = renderPill(locale, count);
    expect(pill).toHaveAccessibleName(name);
    if (tooltip) expect(pill).toHaveAttribute('title', tooltip);
    else expect(pill).not.toHaveAttribute('title');
    expect(pill).toHaveAttribute('href', '/lich-truc-tiep');
    expect(made.count).toBe(0);
  });
});

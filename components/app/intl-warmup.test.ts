import { describe, expect, it, vi } from 'vitest';
import { INTL_LOCALE } from '@/lib/domain/locale';
import { intlWarmupScript } from './intl-warmup';

describe('intlWarmupScript', () => {
  it('formats a date, a number and a plural in the page locale, in a task of its own', () => {
    vi.useFakeTimers();
    const made: string[] = [];
    const spy = <T extends object>(name: string, Real: T) =>
      new Proxy(Real, { construct: (target, args) => (made.push(`${name}:${String(args[0] ?? '')}`), Reflect.construct(target as never, args)) });
    const intl = { ...Intl, DateTimeFormat: spy('date', Intl.DateTimeFormat), NumberFormat: spy('number', Intl.NumberFormat), PluralRules: spy('plural', Intl.PluralRules) };
    new Function('Intl', intlWarmupScript(INTL_LOCALE.vi))(intl);
    expect(made).toEqual([]);
    vi.runAllTimers();
    expect(made).toEqual(expect.arrayContaining(['date:vi-VN', 'number:vi-VN', 'plural:vi-VN']));
    vi.useRealTimers();
  });

  it('is the same text for a locale on every call, so a cached page can allow it by hash', () => {
    expect(intlWarmupScript(INTL_LOCALE.zh)).toBe(intlWarmupScript(INTL_LOCALE.zh));
    expect(intlWarmupScript(INTL_LOCALE.zh)).toContain('"zh-Hant-TW"');
  });
});

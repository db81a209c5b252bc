import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from '@/lib/domain/locale';
import { intlWarmupScript } from './intl-warmup';

/** Runs the script with its own Intl, frame and timer queues, so each step can be taken in turn. */
function runScript(locale: string) {
  const made: string[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const spy = <T extends object>(name: string, Real: T) =>
    new Proxy(Real, { construct: (target, args) => (made.push(`${name}:${String(args[0] ?? '')}`), Reflect.construct(target as never, args)) });
  const intl = { ...Intl, DateTimeFormat: spy('date', Intl.DateTimeFormat), NumberFormat: spy('number', Intl.NumberFormat), PluralRules: spy('plural', Intl.PluralRules) };
  const requestAnimationFrame = (callback: () => void) => frames.push(callback);
  const setTimeout = (callback: (...args: unknown[]) => void, _delay: number, ...args: unknown[]) => tasks.push(() => callback(...args));
  new Function('Intl', 'requestAnimationFrame', 'setTimeout', intlWarmupScript(locale))(intl, requestAnimationFrame, setTimeout);
  return { made, frames, tasks };
}

describe('intlWarmupScript', () => {
  it('formats a date, a number and a plural in the page locale, in a task queued after the first frame', () => {
    const { made, frames, tasks } = runScript(INTL_LOCALE.vi);
    expect([made, tasks]).toEqual([[], []]);
    frames.forEach((frame) => frame());
    expect(made).toEqual([]);
    tasks.forEach((task) => task());
    expect(made).toEqual(expect.arrayContaining(['date:vi-VN', 'number:vi-VN', 'plural:vi-VN']));
  });

  it('is the same text for a locale on every call, so a cached page can allow it by hash', () => {
    expect(intlWarmupScript(INTL_LOCALE.zh)).toBe(intlWarmupScript(INTL_LOCALE.zh));
    expect(intlWarmupScript(INTL_LOCALE.zh)).toContain('"zh-Hant-TW"');
  });
});

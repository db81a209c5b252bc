import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, DEFAULT_LOCALE } from './locale';
import { CACHE_FOREVER_PREFIXES, NEVER_CACHED_PREFIXES, OFFLINE_PAGES } from './offline';

const worker = fs.readFileSync(path.join(process.cwd(), 'public', 'sw.js'), 'utf8');
const arrayIn = (name: string): unknown => JSON.parse((new RegExp(`const ${name} = (\\[[^\\]]*\\]);`).exec(worker)?.[1] ?? 'null').replace(/'/g, '"'));

describe('the service worker keeps to the rules of lib/domain/offline', () => {
  it('stores only content-named files and never data, streams or sign-in', () => {
    expect(arrayIn('CACHE_FOREVER_PREFIXES')).toEqual(CACHE_FOREVER_PREFIXES);
    expect(arrayIn('NEVER_CACHED_PREFIXES')).toEqual(NEVER_CACHED_PREFIXES);
    for (const prefix of ['/live/api/', '/al/api/', '/other/api/', '/streams/']) expect(NEVER_CACHED_PREFIXES).toContain(prefix);
  });

  it('has an offline page for every language', () => {
    expect(arrayIn('LOCALES')).toEqual([...LOCALES]);
    expect(worker).toContain(`const DEFAULT_LOCALE = '${DEFAULT_LOCALE}';`);
    expect(OFFLINE_PAGES).toEqual(['/offline/vi', '/offline/en', '/offline/zh']);
  });
});

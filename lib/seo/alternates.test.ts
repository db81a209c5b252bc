import { describe, expect, it } from 'vitest';
import { alternatesOf, localizedPath, pageAddressOf } from './alternates';

describe('pageAddressOf', () => {
  it('takes the locale prefix off and keeps the query that selects content', () => {
    expect(pageAddressOf('/en/tran-dau/ha-noi-vs-hai-phong?id=12&tab=lineups')).toEqual({ locale: 'en', path: '/tran-dau/ha-noi-vs-hai-phong', query: '?id=12&tab=lineups' });
  });

  it('reads an unprefixed path as the default language, and the bare prefix as that home page', () => {
    expect(pageAddressOf('/tip-keo')).toEqual({ locale: 'vi', path: '/tip-keo', query: '' });
    expect(pageAddressOf('/zh')).toEqual({ locale: 'zh', path: '/', query: '' });
    expect(pageAddressOf('/')).toEqual({ locale: 'vi', path: '/', query: '' });
  });

  it('drops campaign tags, click ids and the router marker, and a trailing slash', () => {
    expect(pageAddressOf('/en/tip-keo/?utm_source=x&page=2&_rsc=abc&fbclid=1')).toEqual({ locale: 'en', path: '/tip-keo', query: '?page=2' });
  });

  it('does not mistake a path that starts like a locale for one', () => {
    expect(pageAddressOf('/english-news')).toMatchObject({ locale: 'vi', path: '/english-news' });
  });
});

describe('localizedPath', () => {
  it('prefixes every language but the default, with no trailing slash on a home page', () => {
    expect(localizedPath('vi', '/', '')).toBe('/');
    expect(localizedPath('en', '/', '')).toBe('/en');
    expect(localizedPath('zh', '/ket-qua/bong-da', '?date=2026-11-25')).toBe('/zh/ket-qua/bong-da?date=2026-11-25');
  });
});

describe('alternatesOf', () => {
  it('gives the canonical in the page’s own language and one alternate per language plus x-default', () => {
    const page = pageAddressOf('/zh/tran-dau/a-vs-b?id=7');
    expect(alternatesOf('https://sannha.example', page)).toEqual({
      canonical: 'https://sannha.example/zh/tran-dau/a-vs-b?id=7',
      languages: {
        vi: 'https://sannha.example/tran-dau/a-vs-b?id=7',
        en: 'https://sannha.example/en/tran-dau/a-vs-b?id=7',
        'zh-Hant': 'https://sannha.example/zh/tran-dau/a-vs-b?id=7',
        'x-default': 'https://sannha.example/tran-dau/a-vs-b?id=7',
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { checkCrossSite, configuredOrigins, isAllowedOrigin } from './origins';

const site = (extra: Record<string, string> = {}) => new Headers({ host: 'portal.example', ...extra });

describe('configuredOrigins', () => {
  it('reads PUBLIC_URL and ALLOWED_ORIGINS as origins and skips anything else', () => {
    const set = configuredOrigins({ PUBLIC_URL: 'https://portal.example/vi', ALLOWED_ORIGINS: 'https://m.portal.example, javascript:alert(1),' });
    expect([...set].sort()).toEqual(['https://m.portal.example', 'https://portal.example']);
  });
});

describe('isAllowedOrigin', () => {
  it('accepts the host the request was sent to and the configured origins', () => {
    expect(isAllowedOrigin('https://portal.example', site(), new Set(), 0)).toBe(true);
    expect(isAllowedOrigin('https://m.portal.example', site(), new Set(['https://m.portal.example']), 0)).toBe(true);
  });

  it('refuses another site, and a forwarded host unless a proxy is trusted', () => {
    expect(isAllowedOrigin('https://evil.example', site(), new Set(), 0)).toBe(false);
    const forwarded = site({ 'x-forwarded-host': 'evil.example' });
    expect(isAllowedOrigin('https://evil.example', forwarded, new Set(), 0)).toBe(false);
  });
});

describe('checkCrossSite', () => {
  it('refuses a foreign or opaque Origin', () => {
    expect(checkCrossSite(site({ origin: 'https://evil.example' }), new Set(), 0).ok).toBe(false);
    expect(checkCrossSite(site({ origin: 'null' }), new Set(), 0).ok).toBe(false);
  });

  it('refuses a cross-site fetch that sent no Origin', () => {
    expect(checkCrossSite(site({ 'sec-fetch-site': 'cross-site' }), new Set(), 0).ok).toBe(false);
  });

  it('lets the site itself and clients that are not browsers through', () => {
    expect(checkCrossSite(site({ origin: 'https://portal.example', 'sec-fetch-site': 'same-origin' }), new Set(), 0).ok).toBe(true);
    expect(checkCrossSite(site(), new Set(), 0).ok).toBe(true);
  });
});

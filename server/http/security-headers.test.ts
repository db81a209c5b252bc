import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, nonceOf, permissionsPolicy, readSecurityConfig, securityHeaders } from './security-headers';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)] as const));
const headerMap = (list: [string, string][]) => new Map(list);

describe('content security policy', () => {
  const plain = readSecurityConfig({});

  it('denies by default and allows only the site itself for scripts, with this response’s nonce', () => {
    const csp = directives(contentSecurityPolicy(plain, { nonce: 'abc123' }, false));
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it('allows a replayed page’s inline scripts by their hashes', () => {
    const csp = directives(contentSecurityPolicy(plain, { hashes: ['sha256-AAA=', 'sha256-BBB='] }, false));
    expect(csp.get('script-src')).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
  });

  it('never allows unsafe-eval or inline scripts in production', () => {
    const policy = contentSecurityPolicy(plain, { nonce: 'n' }, true);
    expect(policy).not.toContain('unsafe-eval');
    expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'");
    expect(contentSecurityPolicy(readSecurityConfig({}, true), null, false)).toContain("'unsafe-eval'");
  });

  it('fetches and plays video only from the site when STREAM_BASE_URL is unset', () => {
    const csp = directives(contentSecurityPolicy(plain, null, false));
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
  });

  it('adds the stream server’s origin to connect-src and media-src when STREAM_BASE_URL is set', () => {
    const cfg = readSecurityConfig({ STREAM_BASE_URL: 'https://cdn.example:8443/live/' });
    const csp = directives(contentSecurityPolicy(cfg, null, false));
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example:8443']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://cdn.example:8443']);
  });

  it('names the site’s WebSocket origin when PUBLIC_URL is set', () => {
    const cfg = readSecurityConfig({ PUBLIC_URL: 'https://portal.example/vi' });
    expect(directives(contentSecurityPolicy(cfg, null, false)).get('connect-src')).toEqual(["'self'", 'wss://portal.example']);
  });

  it('upgrades insecure requests only on https', () => {
    expect(contentSecurityPolicy(plain, null, true)).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy(plain, null, false)).not.toContain('upgrade-insecure-requests');
  });

  it('reads back the nonce it granted', () => {
    expect(nonceOf(contentSecurityPolicy(plain, { nonce: 'q+/Z9=' }, false))).toBe('q+/Z9=');
    expect(nonceOf(contentSecurityPolicy(plain, { hashes: [] }, false))).toBeUndefined();
    expect(nonceOf(null)).toBeUndefined();
  });
});

describe('security headers', () => {
  const page = { pathname: '/', scripts: null };

  it('forbids framing, sniffing and cross-origin use on every response', () => {
    const h = headerMap(securityHeaders(readSecurityConfig({}), { ...page, secure: false }));
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(h.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(h.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS only over https or when PUBLIC_URL is https', () => {
    expect(headerMap(securityHeaders(readSecurityConfig({}), { ...page, secure: false })).has('strict-transport-security')).toBe(false);
    expect(headerMap(securityHeaders(readSecurityConfig({ PUBLIC_URL: 'http://portal.test' }), { ...page, secure: false })).has('strict-transport-security')).toBe(false);
    expect(headerMap(securityHeaders(readSecurityConfig({}), { ...page, secure: true })).get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(headerMap(securityHeaders(readSecurityConfig({ PUBLIC_URL: 'https://portal.example' }), { ...page, secure: false })).has('strict-transport-security')).toBe(true);
  });
});

describe('permissions policy', () => {
  it('keeps fullscreen and picture-in-picture for the player and denies camera, microphone, location and payment', () => {
    const policy = permissionsPolicy('/truc-tiep/a/1');
    for (const f of ['fullscreen=(self)', 'picture-in-picture=(self)', 'camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(policy.split(', ')).toContain(f);
    }
  });

  it('opens a denied feature only on the pages listed for it', () => {
    const studio = [{ path: /^\/studio(?:\/|$)/, features: ['camera', 'microphone'] }];
    expect(permissionsPolicy('/studio', studio).split(', ')).toEqual(expect.arrayContaining(['camera=(self)', 'microphone=(self)']));
    expect(permissionsPolicy('/', studio).split(', ')).toEqual(expect.arrayContaining(['camera=()', 'microphone=()']));
  });

  it('lets the studio, in every language, use the camera, microphone and screen; no other page', () => {
    for (const path of ['/studio', '/en/studio', '/zh/studio/']) {
      expect(permissionsPolicy(path).split(', '), path).toEqual(expect.arrayContaining(['camera=(self)', 'microphone=(self)', 'display-capture=(self)']));
    }
    for (const path of ['/studios', '/truc-tiep/studio', '/en/studio/x']) expect(permissionsPolicy(path).split(', '), path).toContain('camera=()');
  });
});

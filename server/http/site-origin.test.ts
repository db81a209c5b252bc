import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADERS } from '@/lib/seo/page-headers';
import { prepareForRenderer, siteOrigin } from './edge';

describe('siteOrigin', () => {
  it('is PUBLIC_URL when it is set, whatever host the request named', () => {
    expect(siteOrigin('evil.example', false, { PUBLIC_URL: 'https://sannha.example/some/path' })).toBe('https://sannha.example');
  });

  it('is the scheme and host of the request without PUBLIC_URL', () => {
    expect(siteOrigin('127.0.0.1:3000', false, {})).toBe('http://127.0.0.1:3000');
    expect(siteOrigin('Sannha.Example', true, {})).toBe('https://sannha.example');
  });

  it('never echoes a host that is not a host name', () => {
    expect(siteOrigin('a.example/"><script>', false, {})).toBe('http://localhost');
    expect(siteOrigin(undefined, false, {})).toBe('http://localhost');
  });
});

describe('prepareForRenderer', () => {
  it('replaces any page address a client sent with the request’s own', () => {
    const req = {
      url: '/en/tip-keo?page=2',
      socket: { remoteAddress: '203.0.113.9' },
      headers: { host: 'site.example', [PAGE_HEADERS.target]: '/forged', [PAGE_HEADERS.origin]: 'https://forged.example', [PAGE_HEADERS.client]: '10.0.0.1' },
    } as unknown as IncomingMessage;
    prepareForRenderer(req, false, "default-src 'self'");
    expect(req.headers[PAGE_HEADERS.target]).toBe('/en/tip-keo?page=2');
    expect(req.headers[PAGE_HEADERS.origin]).toMatch(/^https?:\/\/(site\.example|[^/]+)$/);
    expect(req.headers[PAGE_HEADERS.origin]).not.toBe('https://forged.example');
    // The page's own API calls are counted against the socket's address, never one the client wrote.
    expect(req.headers[PAGE_HEADERS.client]).toBe('203.0.113.9');
  });

  const pageRequest = (url: string, headers: Record<string, string>, method = 'GET') =>
    ({ method, url, socket: { remoteAddress: '203.0.113.9' }, headers: { host: 'site.example', ...headers } }) as unknown as IncomingMessage;

  it('marks a member’s request for a members’ shell page, and only that', () => {
    const member = pageRequest('/en/bang-ton', { cookie: 'token=abc' });
    prepareForRenderer(member, false, "default-src 'self'");
    expect(member.headers[PAGE_HEADERS.memberShell]).toBe('1');

    // A guest, a page drawn for each member, and an action are never drawn as the shell, whatever the client sent.
    for (const req of [
      pageRequest('/en/bang-ton', { [PAGE_HEADERS.memberShell]: '1' }),
      pageRequest('/bang-ton/da-luu', { cookie: 'token=abc', [PAGE_HEADERS.memberShell]: '1' }),
      pageRequest('/bang-ton', { cookie: 'token=abc', [PAGE_HEADERS.memberShell]: '1' }, 'POST'),
    ]) {
      prepareForRenderer(req, false, "default-src 'self'");
      expect(req.headers[PAGE_HEADERS.memberShell]).toBeUndefined();
    }
  });
});

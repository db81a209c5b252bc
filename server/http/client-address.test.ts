import { describe, expect, it } from 'vitest';
import { cameOverHttps, clientAddress, trustedProxyHops } from './client-address';

const xff = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('trustedProxyHops', () => {
  it('trusts no proxy unless told how many there are', () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustedProxyHops({ TRUST_PROXY: 'true' })).toBe(1);
    expect(trustedProxyHops({ TRUST_PROXY: 'lots' })).toBe(0);
  });
});

describe('clientAddress', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(xff('9.9.9.9'), '10.0.0.1', 0)).toBe('10.0.0.1');
  });

  it('takes the right-most entry behind one proxy, so a client-written entry on the left changes nothing', () => {
    expect(clientAddress(xff('1.1.1.1, 203.0.113.7'), '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientAddress(xff('2.2.2.2, 203.0.113.7'), '10.0.0.1', 1)).toBe('203.0.113.7');
  });

  it('counts hops from the right behind a chain of proxies', () => {
    expect(clientAddress(xff('6.6.6.6, 203.0.113.7, 10.0.0.5'), '10.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('falls back to the socket address without a forwarded header', () => {
    expect(clientAddress(new Headers(), '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(clientAddress(new Headers(), undefined, 0)).toBe('unknown');
  });
});

describe('cameOverHttps', () => {
  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    const h = new Headers({ 'x-forwarded-proto': 'https' });
    expect(cameOverHttps(h, false, 0)).toBe(false);
    expect(cameOverHttps(h, false, 1)).toBe(true);
    expect(cameOverHttps(new Headers(), true, 0)).toBe(true);
  });
});

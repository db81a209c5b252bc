import { describe, expect, it } from 'vitest';
import { readRequestCtx, remoteAddressOf } from './context';

const req = (headers: Record<string, string>, url = 'http://localhost/live/api/x') => new Request(url, { headers });

describe('readRequestCtx', () => {
  it('reads the locale from x-language and defaults to vi', () => {
    expect(readRequestCtx(req({ 'x-language': 'zh' }), undefined).locale).toBe('zh');
    expect(readRequestCtx(req({ 'x-language': 'de' }), undefined).locale).toBe('vi');
    expect(readRequestCtx(req({}), undefined).locale).toBe('vi');
  });

  it('accepts a bare token and a Bearer token', () => {
    expect(readRequestCtx(req({ authorization: 'abc' }), undefined).token).toBe('abc');
    expect(readRequestCtx(req({ authorization: 'Bearer abc' }), undefined).token).toBe('abc');
    expect(readRequestCtx(req({}), undefined).token).toBeNull();
  });

  it('reads the currency and defaults to VND', () => {
    expect(readRequestCtx(req({ currency: 'usd' }), undefined).currency).toBe('USD');
    expect(readRequestCtx(req({}), undefined).currency).toBe('VND');
  });

  it('prefers the socket address over a forwarded header it cannot trust', () => {
    expect(readRequestCtx(req({ 'x-forwarded-for': '9.9.9.9' }), '1.1.1.1').ip).toBe('1.1.1.1');
    expect(readRequestCtx(req({ 'x-forwarded-for': '9.9.9.9, 8.8.8.8' }), undefined).ip).toBe('unknown');
  });

  it('marks https requests secure', () => {
    expect(readRequestCtx(req({}, 'https://portal.example/live/api/x'), undefined).secure).toBe(true);
    expect(readRequestCtx(req({ 'x-forwarded-proto': 'https' }), undefined).secure).toBe(false);
    expect(readRequestCtx(req({}), undefined).secure).toBe(false);
  });
});

describe('remoteAddressOf', () => {
  it('reads the Node socket address and ignores anything else', () => {
    expect(remoteAddressOf({ incoming: { socket: { remoteAddress: '127.0.0.1' } } })).toBe('127.0.0.1');
    expect(remoteAddressOf({ params: Promise.resolve({}) })).toBeUndefined();
    expect(remoteAddressOf(undefined)).toBeUndefined();
  });
});

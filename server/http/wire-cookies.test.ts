import { describe, expect, it } from 'vitest';
import { inboundCookieHeader, outboundSetCookie } from './wire-cookies';

describe('cookies on the wire', () => {
  it('leaves cookies alone over plain http', () => {
    expect(inboundCookieHeader('token=a; __Host-token=b', false)).toBe('token=a; __Host-token=b');
    expect(outboundSetCookie('token=a; Path=/; SameSite=Lax', false)).toBe('token=a; Path=/; SameSite=Lax');
  });

  it('reads the site\'s cookies over https only from their prefixed names', () => {
    const header = 'token=planted; __Host-token=real; __Secure-refreshToken=r; guestToken=planted; Currency=XXX; __Host-Currency=VND; NEXT_LOCALE=en';
    expect(inboundCookieHeader(header, true)).toBe('token=real; refreshToken=r; Currency=VND; NEXT_LOCALE=en');
  });

  it('sends session cookies over https under their prefixes, and every cookie Secure', () => {
    expect(outboundSetCookie('token=a; Max-Age=900; Path=/; SameSite=Lax', true)).toBe('__Host-token=a; Max-Age=900; Path=/; SameSite=Lax; Secure');
    expect(outboundSetCookie('refreshToken=r; Path=/live/api/user; HttpOnly; Secure; SameSite=Lax', true)).toBe('__Secure-refreshToken=r; Path=/live/api/user; HttpOnly; Secure; SameSite=Lax');
    expect(outboundSetCookie('oauthState=s; Path=/other/api/user; HttpOnly', true)).toBe('__Secure-oauthState=s; Path=/other/api/user; HttpOnly; Secure');
    expect(outboundSetCookie('NEXT_LOCALE=en; Path=/; SameSite=lax', true)).toBe('NEXT_LOCALE=en; Path=/; SameSite=lax; Secure');
    expect(outboundSetCookie('Currency=VND; Path=/; SameSite=lax', true)).toBe('__Host-Currency=VND; Path=/; SameSite=lax; Secure');
  });

  it('is idempotent, so a cookie passing two edges is changed once', () => {
    const once = outboundSetCookie('guestToken=g; Path=/', true);
    expect(outboundSetCookie(once, true)).toBe(once);
  });
});

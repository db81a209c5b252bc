/**
 * @vitest-environment-options {"url": "https://portal.example/"}
 */
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIES } from '@/lib/domain/constants';
import { deleteCookie, readCookie, writeCookie } from './cookies';

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim() ?? '')) {
    if (name) document.cookie = `${name}=; path=/; max-age=0; Secure`;
  }
});

describe('browser cookies on https', () => {
  it('writes the session cookies under their __Host- names, Secure', () => {
    writeCookie(COOKIES.token, 'member-token', 900);
    writeCookie(COOKIES.guestToken, 'guest-token', 900);
    expect(document.cookie).toContain('__Host-token=member-token');
    expect(document.cookie).toContain('__Host-guestToken=guest-token');
    expect(document.cookie).not.toMatch(/(?:^|; )token=/);
  });

  it('reads the session only from the prefixed name, not from a planted plain cookie', () => {
    document.cookie = 'token=planted; path=/';
    expect(readCookie(COOKIES.token)).toBeNull();
    writeCookie(COOKIES.token, 'member-token', 900);
    expect(readCookie(COOKIES.token)).toBe('member-token');
  });

  it('deletes the prefixed cookie', () => {
    writeCookie(COOKIES.token, 'member-token', 900);
    deleteCookie(COOKIES.token);
    expect(readCookie(COOKIES.token)).toBeNull();
  });

  it('writes the settings cookies under __Host- names too', () => {
    writeCookie(COOKIES.timezone, 'Asia/Tokyo', 900);
    expect(document.cookie).toContain('__Host-timezone=Asia%2FTokyo');
    expect(readCookie(COOKIES.timezone)).toBe('Asia/Tokyo');
  });
});

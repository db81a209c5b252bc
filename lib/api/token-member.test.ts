import { describe, expect, it } from 'vitest';
import { tokenMember } from './token-member';

const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (claims: object) => `${part({ alg: 'HS256' })}.${part(claims)}.signature`;

describe('tokenMember', () => {
  it('reads the member a token names', () => {
    expect(tokenMember(token({ sub: '37', role: 1, exp: 1 }))).toBe(37);
  });

  it('reads a payload whose base64url has the characters plain base64 spells otherwise', () => {
    // "~~~" encodes to "fn5-" in base64url: a payload with "-" or "_" must still be read.
    expect(tokenMember(token({ sub: '42', note: '~~~???>>>' }))).toBe(42);
  });

  it('is 0 for no token, a malformed one, or one naming no member', () => {
    for (const value of [null, '', 'abc', 'a.!!!.c', token({}), token({ sub: 37 }), token({ sub: '0' }), token({ sub: '-4' }), token({ sub: '1e3' }), token({ sub: '99999999999' })]) {
      expect(tokenMember(value), String(value)).toBe(0);
    }
  });
});

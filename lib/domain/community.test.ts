import { describe, expect, it } from 'vitest';
import { isContact, isReviewer, isSampleUrl, promotionStatus } from './community';
import { SITE_ROLE } from './site-roles';

describe('community rules', () => {
  it.each(['https://youtube.com/watch?v=1', 'http://example.vn/a'])('accepts the sample link %s', (url) => expect(isSampleUrl(url)).toBe(true));
  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', 'https://localhost', 'example.com', ''])('refuses the sample link %s', (url) => expect(isSampleUrl(url)).toBe(false));
  it.each(['fan@example.com', '+84 912 345 678', '0912-345-678'])('accepts the contact %s', (c) => expect(isContact(c)).toBe(true));
  it.each(['fan@', '12345', 'call me', '+84 912 345 678 999 999'])('refuses the contact %s', (c) => expect(isContact(c)).toBe(false));
  it('lets staff, customer care and operators review, not members or commentators', () => {
    expect([SITE_ROLE.staff, SITE_ROLE.customerCare, SITE_ROLE.leaderOperator].every(isReviewer)).toBe(true);
    expect(isReviewer(SITE_ROLE.member) || isReviewer(SITE_ROLE.commentator)).toBe(false);
  });
  it('runs a promotion from its start up to, not including, its end', () => {
    const p = { startsAt: 100, endsAt: 200 };
    expect([99, 100, 199, 200].map((t) => promotionStatus(p, t))).toEqual(['upcoming', 'running', 'running', 'ended']);
  });
});

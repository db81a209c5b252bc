import { describe, expect, it } from 'vitest';
import { BADGES, badgeForRole, badgeGroupForRole } from './badges';
import { SITE_ROLE } from './site-roles';

describe('BADGES', () => {
  it.each([
    ['LEADER_OPERATORS', 'BLV'],
    ['COMMENTATORS', 'QC'],
    ['OWL_CUSTOMER_CARE', 'AD'],
    ['USER_BADGES', 'LV'],
    ['AD_BADGES', 'AD'],
    ['HOST_BADGES', 'BLV'],
    ['QC_BADGES', 'QC'],
  ] as const)('shows %s as %s', (group, label) => {
    expect(BADGES[group]).toBe(label);
  });
});

describe('badgeForRole', () => {
  it('gives a commentator BLV', () => {
    expect(badgeForRole(SITE_ROLE.commentator)).toBe('BLV');
  });

  it('gives staff AD', () => {
    expect(badgeForRole(SITE_ROLE.staff)).toBe('AD');
  });

  it('gives customer care AD', () => {
    expect(badgeForRole(SITE_ROLE.customerCare)).toBe('AD');
  });

  it('gives a leader operator BLV', () => {
    expect(badgeForRole(SITE_ROLE.leaderOperator)).toBe('BLV');
  });

  it('gives a member LV', () => {
    expect(badgeForRole(SITE_ROLE.member)).toBe('LV');
  });

  it('gives a guest no badge', () => {
    expect(badgeForRole(SITE_ROLE.guest)).toBeNull();
  });

  it('gives a silent account no badge', () => {
    expect(badgeForRole(SITE_ROLE.silent)).toBeNull();
  });

  it('gives an unknown role no badge', () => {
    expect(badgeForRole(99)).toBeNull();
  });

  it('files a commentator under HOST_BADGES', () => {
    expect(badgeGroupForRole(SITE_ROLE.commentator)).toBe('HOST_BADGES');
  });

  it('files customer care under OWL_CUSTOMER_CARE', () => {
    expect(badgeGroupForRole(SITE_ROLE.customerCare)).toBe('OWL_CUSTOMER_CARE');
  });
});

import { LIVE_MODES, type LiveModeId } from './live-modes';
import { SITE_ROLE } from './site-roles';

/** Live modes that have commentators: the scheduled ones. An applicant picks from these. */
export const COMMENTATOR_MODES: readonly LiveModeId[] = LIVE_MODES.filter((m) => m.scheduled).map((m) => m.id);

/** Languages a commentator may work in. */
export const COMMENTATOR_LANGUAGES = ['vi', 'en', 'zh'] as const;
export type CommentatorLanguage = (typeof COMMENTATOR_LANGUAGES)[number];

export const APPLICATION_STATUS = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUS)[number];

export const APPLICATION_LIMITS = {
  experienceMin: 20,
  experienceMax: 2000,
  sampleUrlMax: 300,
  contactMax: 120,
  noteMax: 500,
} as const;

/** Roles that review applications. */
export const REVIEWER_ROLES: readonly number[] = [SITE_ROLE.staff, SITE_ROLE.customerCare, SITE_ROLE.leaderOperator];

export function isReviewer(siteRoleId: number): boolean {
  return REVIEWER_ROLES.includes(siteRoleId);
}

/** A sample link must be an absolute http(s) address; other schemes (javascript:, data:, ftp:) are refused. */
export function isSampleUrl(value: string): boolean {
  if (value.length > APPLICATION_LIMITS.sampleUrlMax) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits with an optional leading +, spaces, dots and dashes between groups; 9 to 15 digits. */
const PHONE = /^\+?[0-9][0-9 .-]{7,18}[0-9]$/;

/** A contact is an email address or a phone number. */
export function isContact(value: string): boolean {
  if (value.length > APPLICATION_LIMITS.contactMax) return false;
  if (EMAIL.test(value)) return true;
  if (!PHONE.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15;
}

export const PROMOTION_STATUS = ['upcoming', 'running', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUS)[number];

/** Where a promotion stands at `now`: the period includes its start and excludes its end. */
export function promotionStatus(period: { startsAt: number; endsAt: number }, now: number): PromotionStatus {
  if (now < period.startsAt) return 'upcoming';
  return now < period.endsAt ? 'running' : 'ended';
}

/** Member search: shortest text searched by name, and how many results come back. */
export const MEMBER_SEARCH = { minLength: 2, maxLength: 40, limit: 20 } as const;

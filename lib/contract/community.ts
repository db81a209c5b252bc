import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import * as calls from './community-calls';
import {
  APPLICATION_LIMITS,
  APPLICATION_STATUS,
  COMMENTATOR_LANGUAGES,
  COMMENTATOR_MODES,
  PROMOTION_STATUS,
  isContact,
  isSampleUrl,
} from '@/lib/domain/community';

const bodyId = z.int().check(z.positive(), z.maximum(2_147_483_647));

// Commentator applications

export const application = z.object({
  id: z.int(),
  userId: z.int(),
  displayName: z.string(),
  experience: z.string(),
  sports: z.array(z.int()),
  languages: z.array(z.enum(COMMENTATOR_LANGUAGES)),
  sampleUrl: z.string(),
  contact: z.string(),
  status: z.enum(APPLICATION_STATUS),
  note: z.nullable(z.string()),
  createdAt: z.int(),
  reviewedAt: z.nullable(z.int()),
});
export type Application = z.infer<typeof application>;

const trimmed = (max: number) => z.string().check(z.trim(), z.maxLength(max));

export const applicationBody = z.strictObject({
  experience: z.string().check(z.trim(), z.minLength(APPLICATION_LIMITS.experienceMin), z.maxLength(APPLICATION_LIMITS.experienceMax)),
  sports: z.array(z.int().check(z.refine((id) => COMMENTATOR_MODES.includes(id as never), { error: 'not a live mode with commentators' }))).check(z.minLength(1), z.maxLength(COMMENTATOR_MODES.length)),
  languages: z.array(z.enum(COMMENTATOR_LANGUAGES)).check(z.minLength(1), z.maxLength(COMMENTATOR_LANGUAGES.length)),
  sampleUrl: trimmed(APPLICATION_LIMITS.sampleUrlMax).check(z.refine(isSampleUrl, { error: 'must be an http or https address' })),
  contact: trimmed(APPLICATION_LIMITS.contactMax).check(z.refine(isContact, { error: 'must be an email address or a phone number' })),
});
export type ApplicationBody = z.infer<typeof applicationBody>;

/** Applies to become a commentator; 409 while the caller has a pending application or already is one. */
export const applicationSubmit = endpoint(calls.applicationSubmit, { body: applicationBody, data: application });

/** The caller's latest application, or null. */
export const applicationMine = endpoint(calls.applicationMine, { data: z.nullable(application) });

/** Staff: pending applications, oldest first. Others: 403. */
export const applicationPending = endpoint(calls.applicationPending, { data: z.array(application) });

/** Staff: approves (the member becomes a commentator) or rejects with a note. 409 when it is no longer pending. */
export const applicationReview = endpoint(calls.applicationReview, {
  body: z.strictObject({ id: bodyId, approve: z.boolean(), note: z.optional(trimmed(APPLICATION_LIMITS.noteMax)) }),
  data: application,
});

// Promotions

export const promotion = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  rules: z.array(z.string()),
  points: z.int(),
  banner: z.string(),
  startsAt: z.int(),
  endsAt: z.int(),
  status: z.enum(PROMOTION_STATUS),
  /** Whether the caller has claimed it (false for a guest). */
  claimed: z.boolean(),
});
export type Promotion = z.infer<typeof promotion>;

/** Running first, then upcoming, then ended. */
export const promotionList = endpoint(calls.promotionList, { data: z.array(promotion) });

export const promotionDetail = endpoint(calls.promotionDetail, {
  query: z.object({ slug: z.string().check(z.minLength(1), z.maxLength(120)) }),
  data: promotion,
});

/** Claims a running promotion once; pays its points. Guests 401, outside the period or claimed already 409. */
export const promotionClaim = endpoint(calls.promotionClaim, {
  body: z.strictObject({ id: bodyId }),
  data: z.object({ promotion, points: z.int() }),
});

import { APPLICATION_LIMITS, isContact, isSampleUrl, type CommentatorLanguage } from '@/lib/domain/community';

export interface ApplicationDraft {
  experience: string;
  sports: number[];
  languages: CommentatorLanguage[];
  sampleUrl: string;
  contact: string;
}

export type ApplicationField = keyof ApplicationDraft;
export type ApplicationErrors = Partial<Record<ApplicationField, true>>;

/** The same rules the server applies (lib/contract/community), checked before sending. */
export function validateApplication(d: ApplicationDraft): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const experience = d.experience.trim().length;
  if (experience < APPLICATION_LIMITS.experienceMin || experience > APPLICATION_LIMITS.experienceMax) errors.experience = true;
  if (d.sports.length === 0) errors.sports = true;
  if (d.languages.length === 0) errors.languages = true;
  if (!isSampleUrl(d.sampleUrl.trim())) errors.sampleUrl = true;
  if (!isContact(d.contact.trim())) errors.contact = true;
  return errors;
}

const FIELDS: readonly ApplicationField[] = ['experience', 'sports', 'languages', 'sampleUrl', 'contact'];

/** The field a server 422 names ("sampleUrl: must be…", "body.sports[0]: …"), if it is one of the form's. */
export function fieldOfMessage(msg: string): ApplicationField | null {
  return FIELDS.find((f) => new RegExp(`(^|[.\\s])${f}\\b`).test(msg)) ?? null;
}

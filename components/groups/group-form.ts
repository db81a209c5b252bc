import { charCount } from '@/components/feed/char-count';
import type { BodyOf } from '@/lib/contract/endpoint';
import type { GroupDetail } from '@/lib/contract/groups';
import type { groupCreate, groupEdit } from '@/lib/contract/groups-calls';
import { GROUP_LIMITS, type GroupPrivacy } from '@/lib/domain/groups';

export interface GroupDraft {
  name: string;
  description: string;
  privacy: GroupPrivacy;
  rules: string[];
  /** The group's own cover (its address), a data URL of a picture just chosen, or null for the drawn cover. */
  cover: string | null;
}

export type GroupField = 'name' | 'description' | 'rules';
/** What is wrong with a field, as a key under `groups.form.problems`. */
export type GroupProblem = 'nameShort' | 'nameLong' | 'descriptionLong' | 'ruleLong' | 'invalid';
export type GroupProblems = Partial<Record<GroupField, GroupProblem>>;

export const emptyGroupDraft = (): GroupDraft => ({ name: '', description: '', privacy: 'public', rules: [''], cover: null });

/** The group as it stands, ready to change; one empty rule line when it has none. */
export const groupDraftOf = (g: GroupDetail): GroupDraft => ({ name: g.name, description: g.description, privacy: g.privacy, rules: g.rules.length > 0 ? [...g.rules] : [''], cover: g.cover });

/** The rules as sent: trimmed, blank ones left out. */
export const filledRules = (rules: readonly string[]): string[] => rules.map((r) => r.trim()).filter(Boolean);

/** The same limits the server keeps, checked before sending so the member learns at once and in their language. */
export function groupProblems(d: GroupDraft): GroupProblems {
  const problems: GroupProblems = {};
  const name = charCount(d.name);
  if (name < GROUP_LIMITS.nameMin) problems.name = 'nameShort';
  else if (name > GROUP_LIMITS.nameMax) problems.name = 'nameLong';
  if (charCount(d.description) > GROUP_LIMITS.descriptionMax) problems.description = 'descriptionLong';
  if (filledRules(d.rules).some((r) => charCount(r) > GROUP_LIMITS.ruleMax)) problems.rules = 'ruleLong';
  return problems;
}

const groupText = (d: GroupDraft) => ({ name: d.name.trim(), description: d.description.trim(), privacy: d.privacy, rules: filledRules(d.rules) });

export function groupBody(d: GroupDraft): BodyOf<typeof groupCreate> {
  return { ...groupText(d), ...(d.cover ? { cover: d.cover } : {}) };
}

/** The changes to `group`: the cover only when it was replaced (a data URL) or removed (null), so an unchanged one is kept. */
export function groupEditBody(d: GroupDraft, group: Pick<GroupDetail, 'id' | 'cover'>): BodyOf<typeof groupEdit> {
  return { id: group.id, ...groupText(d), ...(d.cover === group.cover ? {} : { cover: d.cover }) };
}

/** A field the server named in a 422, when it is one of the form's. */
export const asGroupField = (field: string | null): GroupField | null => (field === 'name' || field === 'description' || field === 'rules' ? field : null);

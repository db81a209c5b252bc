'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { isUnauthorized, refusalKey, refusedField } from '@/components/activity/refusal';
import { GROUP_LIMITS } from '@/lib/domain/groups';
import { asGroupField, groupProblems, type GroupDraft, type GroupField, type GroupProblems } from './group-form';

const MAX: Record<GroupField, number> = { name: GROUP_LIMITS.nameMax, description: GROUP_LIMITS.descriptionMax, rules: GROUP_LIMITS.ruleMax };

/** A group's draft (new or being changed), its problems and what went wrong, in the member's language. */
export function useGroupForm(initial: () => GroupDraft) {
  const t = useTranslations('groups');
  const [draft, setDraft] = useState<GroupDraft>(initial);
  const [problems, setProblems] = useState<GroupProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const edit = (change: Partial<GroupDraft>) => setDraft((d) => ({ ...d, ...change }));
  const message = (field: GroupField): string | undefined => {
    const problem = problems[field];
    return problem ? t(`form.problems.${problem}`, { min: GROUP_LIMITS.nameMin, max: MAX[field] }) : undefined;
  };
  /** True when the draft may go; otherwise marks what is wrong and focuses the first field in trouble once it is drawn marked. */
  const check = (e: FormEvent<HTMLFormElement>): boolean => {
    const found = groupProblems(draft);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length === 0) return true;
    const form = e.currentTarget;
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  };
  /** A refused write: our own sentence for its status, and the field a 422 names marked; the server's words are never shown. */
  const refuse = (err: unknown) => {
    if (isUnauthorized(err)) return openAuthDialog('login');
    const field = asGroupField(refusedField(err));
    if (field) setProblems({ [field]: 'invalid' });
    setFailure(t(`errors.${refusalKey(err)}`));
  };
  return { draft, edit, message, failure, setFailure, check, refuse };
}

export type GroupForm = ReturnType<typeof useGroupForm>;

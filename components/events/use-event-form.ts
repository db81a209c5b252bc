'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { EVENT_LIMITS } from '@/lib/domain/events';
import { eventProblems, type EventDraft, type EventField, type EventProblems } from './event-form';

/** A party's draft with its problems, checked on submit; the first field in trouble takes focus. */
export function useEventForm(initial: () => EventDraft, needsFixture: boolean) {
  const t = useTranslations('events.form.problems');
  const [draft, setDraft] = useState<EventDraft>(initial);
  const [problems, setProblems] = useState<EventProblems>({});
  const edit = (change: Partial<EventDraft>) => setDraft((d) => ({ ...d, ...change }));
  const message = (field: EventField): string | undefined => {
    const problem = problems[field];
    return problem ? t(problem, { min: EVENT_LIMITS.titleMin, max: field === 'description' ? EVENT_LIMITS.descriptionMax : EVENT_LIMITS.titleMax, capMin: EVENT_LIMITS.capacityMin, capMax: EVENT_LIMITS.capacityMax }) : undefined;
  };
  /** True when the draft may go; otherwise marks what is wrong. */
  const check = (e: FormEvent<HTMLFormElement>): boolean => {
    const found = eventProblems(draft, needsFixture);
    setProblems(found);
    if (Object.keys(found).length === 0) return true;
    const form = e.currentTarget;
    requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  };
  return { draft, edit, problems, setProblems, message, check };
}

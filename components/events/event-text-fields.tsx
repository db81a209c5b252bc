'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { TextField } from '@/components/auth/text-field';
import { CharCount, charCount } from '@/components/feed/char-count';
import { EVENT_LIMITS } from '@/lib/domain/events';

interface EventTextFieldsProps {
  title: string;
  description: string;
  capacity: string;
  onChange: (change: { title?: string; description?: string; capacity?: string }) => void;
  errors: { title?: string; description?: string; capacity?: string };
}

/** A party's title, what to know before coming, and how many it takes (both the create and the edit form). */
export function EventTextFields({ title, description, capacity, onChange, errors }: EventTextFieldsProps) {
  const t = useTranslations('events.form');
  const id = useId();
  return (
    <>
      <TextField name="title" label={t('title')} value={title} onValueChange={(v) => onChange({ title: v })} error={errors.title} hint={t('titleHint', { min: EVENT_LIMITS.titleMin, max: EVENT_LIMITS.titleMax })} autoComplete="off" />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-about`} className="text-sm font-semibold text-fg">
          {t('description')}
          <span className="ml-1.5 text-xs font-normal text-muted">({t('optional')})</span>
        </label>
        <textarea
          id={`${id}-about`}
          rows={3}
          value={description}
          onChange={(e) => onChange({ description: e.target.value })}
          placeholder={t('descriptionPlaceholder')}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${id}-count${errors.description ? ` ${id}-about-error` : ''}`}
          className="w-full resize-y rounded-xl border border-border bg-bg px-3 py-2.5 text-base text-fg placeholder:text-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/25 focus:outline-none aria-invalid:border-live sm:text-sm"
        />
        <CharCount id={`${id}-count`} used={charCount(description)} max={EVENT_LIMITS.descriptionMax} />
        {errors.description ? <p id={`${id}-about-error`} className="text-xs font-medium text-live">{errors.description}</p> : null}
      </div>
      <TextField
        name="capacity"
        label={t('capacity')}
        labelNote={t('optional')}
        value={capacity}
        inputMode="numeric"
        onValueChange={(v) => onChange({ capacity: v })}
        error={errors.capacity}
        hint={t('capacityHint', { min: EVENT_LIMITS.capacityMin, max: EVENT_LIMITS.capacityMax })}
        className="sm:max-w-56"
      />
    </>
  );
}

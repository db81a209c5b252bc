'use client';

import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export interface MemberLookupPanelProps {
  /** Prefix of the panel's element ids (title, field, error). */
  idPrefix: string;
  title: string;
  /** The viewer's own id, shown so they can hand it to a friend. */
  yourId: string;
  /** The field's label, also its placeholder. */
  label: string;
  submitLabel: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: (e: FormEvent) => void;
  /** What was wrong with the last submission, or null. */
  error: string | null;
  input?: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'maxLength'>;
  /** Tighter padding where the panel sits in a side column. */
  compact?: boolean;
  /** The results under the form. */
  children?: ReactNode;
}

/** A titled panel that finds a member: a text field with a search button, its error, then the results. */
export function MemberLookupPanel({ idPrefix, title, yourId, label, submitLabel, value, onChange, onSubmit, error, input, compact = false, children }: MemberLookupPanelProps) {
  const ids = { title: `${idPrefix}-title`, field: `${idPrefix}-q`, error: `${idPrefix}-error` };
  return (
    <section aria-labelledby={ids.title} className={cn('flex flex-col gap-2 rounded-xl border border-border bg-surface', compact ? 'p-3' : 'p-4')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id={ids.title} className="text-sm font-semibold text-fg">
          {title}
        </h2>
        <span className="text-xs text-muted tabular-nums">{yourId}</span>
      </div>
      <form onSubmit={onSubmit} noValidate className="flex gap-2" role="search">
        <label className="sr-only" htmlFor={ids.field}>
          {label}
        </label>
        <input
          id={ids.field}
          {...input}
          value={value}
          placeholder={label}
          autoComplete="off"
          aria-invalid={error !== null || undefined}
          aria-describedby={error !== null ? ids.error : undefined}
          onChange={(e) => onChange(e.target.value)}
          className="h-9 min-w-0 flex-1 rounded-lg border border-border bg-bg px-3 text-sm text-fg outline-none placeholder:text-muted focus:border-accent"
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          {submitLabel}
        </Button>
      </form>
      {error !== null ? (
        <p id={ids.error} role="alert" className="text-xs text-live">
          {error}
        </p>
      ) : null}
      {children}
    </section>
  );
}

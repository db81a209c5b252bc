'use client';

import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export const FIELD_CLASS =
  'w-full rounded-xl border border-border bg-bg px-3.5 py-2.5 text-base text-fg outline-none transition placeholder:text-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/25 sm:text-sm';

interface FieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  /** Rows of a multi-line field; a one-line input without. */
  rows?: number;
  maxLength?: number;
  name?: string;
  lang?: string;
  className?: string;
  hint?: ReactNode;
}

/** A labelled text input or text area of the newsroom's forms. */
export function Field({ label, value, onChange, rows, maxLength, name, lang, className, hint }: FieldProps) {
  const id = useId();
  const common = { id, name, value, maxLength, lang, onChange: (e: { target: { value: string } }) => onChange(e.target.value), className: FIELD_CLASS };
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">{label}</label>
      {rows ? <textarea rows={rows} {...common} className={cn(FIELD_CLASS, 'min-h-20 resize-y leading-relaxed')} /> : <input type="text" {...common} />}
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

interface SelectProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  name?: string;
}

export function SelectField({ label, value, options, onChange, name }: SelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)} className={cn(FIELD_CLASS, 'h-11 py-0')}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>{o.label}</option>
        ))}
      </select>
    </div>
  );
}

'use client';

import { useId, useState, type InputHTMLAttributes } from 'react';
import { CircleAlert, Eye, EyeOff } from 'lucide-react';
import { cn } from '@/components/ui/cn';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'name' | 'type'>;

export interface TextFieldProps extends NativeProps {
  name: string;
  label: string;
  value: string;
  onValueChange(value: string): void;
  onBlur?(): void;
  type?: 'text' | 'email' | 'password';
  error?: string;
  hint?: string;
  /** Shown after the label, e.g. "optional". */
  labelNote?: string;
  /** Labels of the show / hide toggle; given only for passwords. */
  reveal?: { show: string; hide: string };
}

/** A labelled input with an optional hint and its error message, wired for screen readers. */
export function TextField({ name, label, value, onValueChange, onBlur, type = 'text', error, hint, labelNote, reveal, className, ...rest }: TextFieldProps) {
  const id = useId();
  const [shown, setShown] = useState(false);
  // The hint gives way to the error, so only one of them describes the input.
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {label}
        {labelNote ? <span className="ml-1.5 text-xs font-normal text-muted">({labelNote})</span> : null}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={reveal && shown ? 'text' : type}
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'h-11 w-full rounded-xl border border-border bg-bg px-3.5 text-base text-fg outline-none transition sm:text-sm',
            'placeholder:text-muted/70 focus:border-accent focus:ring-2 focus:ring-accent/25',
            'aria-invalid:border-live aria-invalid:focus:ring-live/25',
            reveal && 'pr-11',
          )}
          {...rest}
        />
        {reveal ? (
          <button
            type="button"
            onClick={() => setShown((v) => !v)}
            aria-label={shown ? reveal.hide : reveal.show}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted transition hover:text-fg"
          >
            {shown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="flex items-start gap-1.5 text-xs font-medium text-live">
          <CircleAlert aria-hidden className="mt-px size-3.5 shrink-0" />
          {error}
        </p>
      ) : null}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

'use client';

import { useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';

export interface ConfirmButtonProps {
  /** The button's own content (icon and text). */
  children: ReactNode;
  /** Its accessible name, when the content is short or only an icon. */
  label?: string;
  /** The question asked in place of the button. */
  question: string;
  confirm: string;
  cancel: string;
  onConfirm(): void;
  busy?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  testId?: string;
}

/** A button that asks once, in place, before doing something hard to take back. */
export function ConfirmButton({ children, label, question, confirm, cancel, onConfirm, busy = false, variant = 'ghost', size = 'sm', testId }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button variant={variant} size={size} aria-label={label} disabled={busy} onClick={() => setAsking(true)} data-testid={testId}>
        {children}
      </Button>
    );
  }
  return (
    <div role="group" aria-label={question} className="flex w-full basis-full flex-wrap items-center justify-end gap-2" data-testid={testId ? `${testId}-confirm` : undefined}>
      <span className="min-w-0 flex-1 basis-48 text-xs text-muted">{question}</span>
      <Button size={size} variant="ghost" onClick={() => setAsking(false)}>
        {cancel}
      </Button>
      <Button
        size={size}
        variant="live"
        disabled={busy}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirm}
      </Button>
    </div>
  );
}

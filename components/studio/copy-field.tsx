'use client';

import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import { FIELD_CLASS } from './field-class';

interface CopyFieldProps {
  label: string;
  value: string;
  /** Under the field: what it is for, or a warning. */
  hint?: string;
  testId?: string;
}

/** A value to paste into an encoder: read-only, selected on focus, with a copy button. */
export function CopyField({ label, value, hint, testId }: CopyFieldProps) {
  const t = useTranslations('studio.copy');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t('copied', { what: label }));
    } catch {
      // No clipboard (an insecure page, a refused permission): select it for the person to copy.
      input.current?.select();
      toast.error(t('failed'));
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-fg">{label}</label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={value}
          spellCheck={false}
          onFocus={(e) => e.currentTarget.select()}
          className={cn(FIELD_CLASS, 'min-w-0 font-mono text-sm sm:text-xs')}
          data-testid={testId}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <Button variant="outline" size="icon" className="size-11 shrink-0 rounded-xl" aria-label={t('label', { what: label })} onClick={() => void copy()}>
          <Icon name={copied ? 'check' : 'copy'} />
        </Button>
      </div>
      {hint ? <p id={`${id}-hint`} className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
}

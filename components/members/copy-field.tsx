'use client';

import { useState, useSyncExternalStore } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from '@/components/app/toast';
import { Button } from '@/components/ui/button';

export interface CopyFieldProps {
  label: string;
  copyLabel: string;
  value: string;
  /** A path on this site: shown and copied as a full address once the page knows its origin. */
  isPath?: boolean;
  testId?: string;
}

const noSubscription = () => () => undefined;
const browserOrigin = () => window.location.origin;
const noOrigin = () => null;

/** A read-only value with a copy button. */
export function CopyField({ label, copyLabel, value, isPath = false, testId }: CopyFieldProps) {
  const t = useTranslations('members.referral');
  const origin = useSyncExternalStore(noSubscription, browserOrigin, noOrigin);
  const full = isPath && origin ? new URL(value, origin).toString() : value;
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(full);
      setCopied(true);
      toast.success(t('copied'));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error(t('copyFailed'));
    }
  }

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <span className="text-xs font-semibold text-muted">{label}</span>
      <div className="flex items-center gap-2">
        <output className="block min-w-0 flex-1 truncate rounded-lg border border-border bg-surface-2 px-3 py-2 font-mono text-sm text-fg" data-testid={testId}>
          {full}
        </output>
        <Button variant="outline" onClick={() => void copy()} aria-label={copyLabel}>
          {copied ? <Check aria-hidden className="text-success" /> : <Copy aria-hidden />}
          <span className="hidden sm:inline">{copied ? t('copied') : t('copy')}</span>
        </Button>
      </div>
    </div>
  );
}

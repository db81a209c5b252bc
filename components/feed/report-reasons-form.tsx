'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/** The look of a panel under a post's or profile's header. */
export const PANEL = 'flex flex-col gap-2 rounded-xl border border-border bg-surface-2/60 p-3';

interface ReportReasonsFormProps<R extends string> {
  reasons: readonly R[];
  legend: string;
  reasonLabel: (reason: R) => string;
  labels: { cancel: string; send: string };
  busy?: boolean;
  onSend: (reason: R) => void;
  onClose: () => void;
  testId: string;
}

/** A report's reasons, one to pick (the first chosen and focused), with cancel and send: for a post and for a member alike. */
export function ReportReasonsForm<R extends string>({ reasons, legend, reasonLabel, labels, busy = false, onSend, onClose, testId }: ReportReasonsFormProps<R>) {
  const name = useId();
  const [reason, setReason] = useState<R | undefined>(reasons[0]);
  return (
    <form
      className={PANEL}
      onSubmit={(e) => {
        e.preventDefault();
        if (reason !== undefined) onSend(reason);
      }}
      data-testid={testId}
    >
      <fieldset className="flex flex-col gap-1.5" disabled={busy}>
        <legend className="mb-1 text-sm font-semibold text-fg">{legend}</legend>
        {reasons.map((r, i) => (
          <label key={r} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-fg">
            <input type="radio" name={name} value={r} checked={reason === r} onChange={() => setReason(r)} autoFocus={i === 0} className="size-4 accent-[var(--color-accent)]" />
            {reasonLabel(r)}
          </label>
        ))}
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          {labels.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={busy} aria-busy={busy || undefined}>
          {labels.send}
        </Button>
      </div>
    </form>
  );
}

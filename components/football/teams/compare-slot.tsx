import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { ComparePicker, type ComparePickerProps } from './compare-picker';

export interface CompareSlotProps {
  picker: ComparePickerProps;
  /** What was chosen, or nothing yet. */
  chosen: ReactNode;
  /** A note when the URL named something that does not exist. */
  notice?: string;
  side: 0 | 1;
}

/** One side of a comparison: the chosen player or team and a search to change it. */
export function CompareSlot({ picker, chosen, notice, side }: CompareSlotProps) {
  return (
    <Card className={cn('flex flex-col gap-3 border-t-4 p-4', side === 0 ? 'border-t-accent' : 'border-t-live')}>
      <h2 className="text-xs font-bold tracking-wide text-muted uppercase">{picker.label}</h2>
      {chosen}
      {notice ? <p className="text-sm text-warning">{notice}</p> : null}
      <ComparePicker {...picker} />
    </Card>
  );
}

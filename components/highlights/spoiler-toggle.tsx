'use client';

import { Icon } from '@/components/ui/icon';
import { cn } from '@/components/ui/cn';
import { useSpoilerStore } from '@/lib/stores/spoiler-store';
import { useSpoilerHydration } from './spoiler';

/** The switch of spoiler-free mode, for every page that shows results. */
export function SpoilerToggle({ label, className }: { label: string; className?: string }) {
  useSpoilerHydration();
  const on = useSpoilerStore((s) => s.on);
  const toggle = useSpoilerStore((s) => s.toggle);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={toggle}
      data-testid="spoiler-toggle"
      className={cn(
        'inline-flex h-8 items-center gap-2 rounded-full border px-3 text-[13px] font-medium transition focus-visible:outline-2 focus-visible:outline-accent',
        on ? 'border-accent bg-accent/10 text-accent' : 'border-border text-muted hover:text-fg',
        className,
      )}
    >
      <Icon name={on ? 'eye-off' : 'eye'} className="size-4" />
      {label}
    </button>
  );
}

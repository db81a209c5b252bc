import { cn } from '@/components/ui/cn';
import { BRAND_NAME } from './brand';

/** The logo: a pitch-circle badge, the name, and an on-air tag. Pure markup, no images. */
export function Wordmark({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 select-none', className)}>
      <svg viewBox="0 0 32 32" aria-hidden className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" className="fill-accent" />
        <circle cx="16" cy="16" r="7.5" fill="none" className="stroke-accent-fg" strokeWidth="2" />
        <path d="M16 3v26" className="stroke-accent-fg" strokeWidth="2" />
        <circle cx="16" cy="16" r="2" className="fill-accent-fg" />
      </svg>
      <span className={cn('flex items-baseline gap-1.5', compact && 'max-sm:sr-only')}>
        <span className="text-[17px] max-[380px]:text-[15px] font-black leading-none tracking-tight whitespace-nowrap uppercase">{BRAND_NAME}</span>
        {' '}
        <span className="rounded bg-live-solid px-1 py-px max-[400px]:hidden text-[9px] font-black leading-tight tracking-widest text-white">LIVE</span>
      </span>
    </span>
  );
}

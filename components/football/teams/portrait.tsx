import { cn } from '@/components/ui/cn';

/** A person's generated photo in a circle; decorative, the name is always written beside it. */
export function Portrait({ src, size, className }: { src: string; size: number; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- small generated SVGs; the optimiser adds nothing
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-full bg-surface-2 object-cover ring-1 ring-border', className)}
    />
  );
}

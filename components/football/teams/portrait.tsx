import { cn } from '@/components/ui/cn';
import { DecorativeImage } from '@/components/ui/decorative-image';

/** A person's generated photo in a circle; decorative, the name is always written beside it. */
export function Portrait({ src, size, className }: { src: string; size: number; className?: string }) {
  return <DecorativeImage src={src} size={size} className={cn('shrink-0 rounded-full bg-surface-2 object-cover ring-1 ring-border', className)} />;
}

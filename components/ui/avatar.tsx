'use client';

import { useState } from 'react';
import { pictureSrc } from '@/lib/media/picture-src';
import { cn } from './cn';

/** Up to two initials, from the first and last word of a name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (w: string) => Array.from(w)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}

const SIZES = { sm: 'size-7 text-[11px]', md: 'size-9 text-xs', lg: 'size-12 text-sm' } as const;
/** The largest a size is drawn at, with the wider classes callers add (size-8, size-16) included. */
const PICTURE_CSS_PIXELS: Record<keyof typeof SIZES, number> = { sm: 32, md: 36, lg: 64 };

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A round picture; falls back to the name's initials when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent/15 font-bold text-accent ring-1 ring-border',
        SIZES[size],
        className,
      )}
    >
      {showImage && src ? (
        // Avatars come from our own /media routes in arbitrary sizes; next/image adds nothing here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={pictureSrc(src, PICTURE_CSS_PIXELS[size])} alt={name} className="size-full object-cover" loading="lazy" onError={() => setFailedSrc(src)} />
      ) : (
        <span role="img" aria-label={name}>
          {initialsOf(name)}
        </span>
      )}
    </span>
  );
}

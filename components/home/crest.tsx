import { DecorativeImage } from '@/components/ui/decorative-image';

interface CrestProps {
  src: string | null;
  /** Shown as an initial when there is no image; the image itself is decorative. */
  name: string;
  size: number;
  className?: string;
}

/** A team crest or league logo; falls back to the name's first letter. */
export function Crest({ src, name, size, className = '' }: CrestProps) {
  if (!src) {
    return (
      <span
        aria-hidden="true"
        style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}
        className={`inline-flex shrink-0 items-center justify-center rounded-full bg-surface-2 font-semibold uppercase text-muted ${className}`}
      >
        {name.trim().charAt(0)}
      </span>
    );
  }
  return <DecorativeImage src={src} size={size} className={`shrink-0 object-contain ${className}`} />;
}

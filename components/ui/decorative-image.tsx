import { pictureSrc } from '@/lib/media/picture-src';

/**
 * A small square picture that only decorates (a crest, a portrait): the text beside it says what it
 * is, so it has no alternative text. Loaded lazily.
 */
export function DecorativeImage({ src, size, className }: { src: string; size: number; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- generated pictures come sized from /media; the optimiser adds nothing
    <img src={pictureSrc(src, size)} alt="" width={size} height={size} loading="lazy" decoding="async" className={className} />
  );
}

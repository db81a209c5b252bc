'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';

// The full-size viewer loads when a picture is first opened.
const ImageViewer = dynamic(() => import('./image-viewer').then((m) => m.ImageViewer), { ssr: false });

export interface PostImageData {
  src: string;
  width: number;
  height: number;
  /** The author's description of the picture; absent or '' when none. */
  alt?: string;
}

/** The grid shows four tiles at most; the last says how many more the viewer holds. */
const TILES = 4;

/** How each count of pictures fills the grid: columns, and the tile that spans both rows. */
const LAYOUT: Readonly<Record<number, string>> = {
  2: 'grid-cols-2 grid-rows-1',
  3: 'grid-cols-2 grid-rows-2 [&>*:first-child]:row-span-2',
  4: 'grid-cols-2 grid-rows-2',
};

/** One picture keeps its own shape, within portrait 4:5 and landscape 1.91:1 so a post never turns into a tower. */
function singleRatio({ width, height }: PostImageData): string {
  const ratio = width > 0 && height > 0 ? Math.min(1.91, Math.max(0.8, width / height)) : 16 / 9;
  return String(ratio);
}

type ImagesT = ReturnType<typeof useTranslations<'feed.images'>>;

/** A tile's name: which picture of how many, the "+N" it shows on the last tile, and the author's description when there is one. */
function tileName(t: ImagesT, image: PostImageData, i: number, total: number, more: number): string {
  const which = more > 0 ? t('openMore', { n: i + 1, total, more }) : t('open', { n: i + 1, total });
  return image.alt ? t('described', { which, alt: image.alt }) : which;
}

/**
 * A post's pictures: a grid sized before any picture arrives (no layout shift), loaded lazily unless
 * the post is at the top of the page, each opening the full-size viewer.
 */
export function PostImages({ images, eager = false }: { images: readonly PostImageData[]; eager?: boolean }) {
  const t = useTranslations('feed.images');
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return null;
  const tiles = images.slice(0, TILES);
  const hidden = images.length - tiles.length;
  const first = images[0];
  const style = images.length === 1 && first ? { aspectRatio: singleRatio(first) } : { aspectRatio: '4 / 3' };

  return (
    <>
      <div className={cn('grid gap-0.5 overflow-hidden rounded-xl bg-surface-2', LAYOUT[tiles.length])} style={style} data-testid="post-images">
        {tiles.map((image, i) => (
          <button
            key={`${image.src}-${i}`}
            type="button"
            onClick={() => setOpen(i)}
            // The last tile's name carries the "+N" it shows, so what is heard matches what is seen.
            aria-label={tileName(t, image, i, images.length, hidden > 0 && i === tiles.length - 1 ? hidden : 0)}
            className="relative min-h-0 overflow-hidden focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- members' pictures, already redrawn and sized by the server */}
            <img src={image.src} alt="" width={image.width} height={image.height} loading={eager && i === 0 ? 'eager' : 'lazy'} decoding="async" className="size-full object-cover transition hover:scale-[1.02]" />
            {hidden > 0 && i === tiles.length - 1 ? (
              <span aria-hidden className="absolute inset-0 flex items-center justify-center bg-black/55 text-2xl font-bold text-white">
                +{hidden}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {open !== null ? <ImageViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

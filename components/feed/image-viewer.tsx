'use client';

import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { PostImageData } from './post-images';

interface ImageViewerProps {
  images: readonly PostImageData[];
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

const nav = 'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white transition hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30';

/**
 * A post's pictures full size, one at a time, in a native modal dialog (focus stays inside, Escape
 * closes it and focus goes back): arrows and the arrow keys move between them.
 */
export function ImageViewer({ images, index, onIndex, onClose }: ImageViewerProps) {
  const t = useTranslations('feed.images');
  const ref = useRef<HTMLDialogElement>(null);
  const open = index !== null;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  // Closing goes through the dialog, so the browser hands focus back before the viewer goes away.
  const close = () => ref.current?.close();
  const image = index !== null ? images[index] : undefined;
  const last = images.length - 1;
  const go = (to: number) => onIndex(Math.min(last, Math.max(0, to)));
  const onKeyDown = (e: KeyboardEvent) => {
    if (index === null) return;
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };

  return (
    <dialog
      ref={ref}
      aria-label={t('viewer')}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(e) => {
        if (e.target === e.currentTarget) close();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black/90 p-0 text-white backdrop:bg-black/80"
      data-testid="image-viewer"
    >
      {image && index !== null ? (
        <div className="relative flex h-full w-full items-center justify-center p-4 sm:p-12" onClick={(e) => e.target === e.currentTarget && close()}>
          {/* eslint-disable-next-line @next/next/no-img-element -- members' pictures, already redrawn and sized by the server */}
          <img src={image.src} alt={image.alt || t('alt', { n: index + 1, total: images.length })} width={image.width} height={image.height} className="max-h-full max-w-full object-contain" />
          {image.alt ? (
            <p aria-hidden className="absolute inset-x-4 bottom-4 mx-auto max-w-2xl rounded-lg bg-black/65 px-3 py-2 text-center text-sm leading-snug [overflow-wrap:anywhere]" data-testid="image-description">
              {image.alt}
            </p>
          ) : null}
          <p className="absolute top-4 left-4 rounded-full bg-black/55 px-3 py-1 text-sm tabular-nums" aria-live="polite">
            {t('counter', { n: index + 1, total: images.length })}
          </p>
          <button type="button" onClick={close} aria-label={t('close')} className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-black/55 transition hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-white">
            <X aria-hidden className="size-5" />
          </button>
          {images.length > 1 ? (
            <>
              <button type="button" className={`${nav} left-3`} onClick={() => go(index - 1)} disabled={index === 0} aria-label={t('previous')}>
                <ChevronLeft aria-hidden className="size-6" />
              </button>
              <button type="button" className={`${nav} right-3`} onClick={() => go(index + 1)} disabled={index === last} aria-label={t('next')}>
                <ChevronRight aria-hidden className="size-6" />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}

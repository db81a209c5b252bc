'use client';

import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '@/components/ui/cn';

export interface ModalSheetProps {
  open: boolean;
  /** Called however it closes: Escape, the close button, a click on the backdrop. */
  onClose(): void;
  /** Runs right after the dialog opened, e.g. to focus a field. */
  onOpened?(dialog: HTMLDialogElement): void;
  /** Id of the heading that names the dialog. */
  labelledBy: string;
  closeLabel: string;
  className?: string;
  children: ReactNode;
}

/** The page must not scroll behind a modal; the scrollbar's width is kept so nothing shifts. */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  const gap = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (gap > 0) root.style.paddingRight = `${gap}px`;
  return () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
  };
}

/**
 * A native modal <dialog>: the browser traps focus, closes it on Escape and gives focus back.
 * A centred card from 640 px up, a bottom sheet on phones.
 */
export function ModalSheet({ open, onClose, onOpened, labelledBy, closeLabel, className, children }: ModalSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // A click counts as "on the backdrop" only when it also started there, so selecting text
  // in a field and releasing outside does not close the dialog.
  const pressedBackdrop = useRef(false);
  const notifyOpened = useEffectEvent((dialog: HTMLDialogElement) => onOpened?.(dialog));

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      notifyOpened(dialog);
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => (open ? lockPageScroll() : undefined), [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onPointerDown={(e) => {
        pressedBackdrop.current = e.target === e.currentTarget;
      }}
      onClick={(e) => {
        if (pressedBackdrop.current && e.target === e.currentTarget) onClose();
        pressedBackdrop.current = false;
      }}
      className={cn(
        'overflow-y-auto overscroll-contain bg-surface p-0 text-fg shadow-2xl shadow-black/30',
        'backdrop:bg-black/60 backdrop:backdrop-blur-[2px]',
        // Phones: a sheet along the bottom edge that slides up.
        'mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-none rounded-t-3xl border-t border-border pb-[env(safe-area-inset-bottom)]',
        'transition-[translate,opacity] duration-300 ease-out starting:open:translate-y-full',
        // From 640 px: a centred card that fades in.
        'sm:m-auto sm:max-h-[calc(100dvh-4rem)] sm:max-w-[26rem] sm:rounded-2xl sm:border sm:pb-0',
        'sm:duration-200 sm:starting:open:translate-y-3 sm:starting:open:opacity-0',
        className,
      )}
    >
      <div aria-hidden className="mx-auto mt-2.5 h-1 w-10 rounded-full bg-border sm:hidden" />
      <button
        type="button"
        onClick={onClose}
        aria-label={closeLabel}
        className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full text-muted transition hover:bg-surface-2 hover:text-fg"
      >
        <X aria-hidden className="size-5" />
      </button>
      {children}
    </dialog>
  );
}

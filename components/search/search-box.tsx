'use client';

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import dynamic from 'next/dynamic';
import { ArrowLeft, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';

// The shell stays light: the field, its query cache and its answers load when the search is opened.
const SearchPanel = dynamic(() => import('./search-panel').then((m) => m.SearchPanel), { ssr: false, loading: () => <FieldLook /> });

const WIDE = '(min-width: 1024px)';

/** Whether a key press belongs to something the visitor is typing in. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function FieldLook({ label, hint }: { label?: string; hint?: string }) {
  return (
    <span className="flex h-9 w-full items-center gap-2 rounded-full border border-border bg-surface-2/60 px-3 text-sm text-muted">
      <Search aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1 truncate text-left">{label}</span>
      {hint ? <kbd aria-hidden className="rounded border border-border px-1.5 text-[0.7rem] font-semibold">{hint}</kbd> : null}
    </span>
  );
}

/**
 * The header's search: a field on wide screens, an icon opening a full-width sheet on narrow ones.
 * `/` anywhere outside a text field goes to it.
 */
export function SearchBox() {
  const t = useTranslations('search.box');
  const [inlineOn, setInlineOn] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const inlineRef = useRef<HTMLInputElement>(null);
  const pathname = usePathname();

  // A new page closes the sheet.
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setSheetOpen(false);
  }

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
      e.preventDefault();
      if (!window.matchMedia(WIDE).matches) setSheetOpen(true);
      else if (inlineRef.current) inlineRef.current.focus();
      else setInlineOn(true);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <div className="hidden w-44 lg:block xl:w-64">
        {inlineOn ? (
          <SearchPanel variant="inline" autoFocus inputRef={inlineRef} onDone={() => inlineRef.current?.blur()} />
        ) : (
          <button type="button" aria-label={`${t('label')}: ${t('placeholder')}`} aria-keyshortcuts="/" title={t('shortcut')} onClick={() => setInlineOn(true)} onFocus={() => setInlineOn(true)} className="block w-full rounded-full">
            <FieldLook label={t('placeholder')} hint="/" />
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label={t('open')}
        aria-haspopup="dialog"
        aria-keyshortcuts="/"
        title={t('shortcut')}
        onClick={() => setSheetOpen(true)}
        className="inline-flex size-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg lg:hidden"
      >
        <Search aria-hidden className="size-5" />
      </button>
      {/* In the body, not the header: the header's backdrop blur would make it the sheet's frame. */}
      {sheetOpen ? createPortal(
        <div role="dialog" aria-modal="true" aria-label={t('label')} className="fixed inset-0 z-50 flex flex-col bg-surface px-3 pb-3 pt-2 lg:hidden">
          <div className="flex min-h-0 flex-1 items-start gap-2">
            <button type="button" aria-label={t('close')} onClick={() => setSheetOpen(false)} className="mt-1 inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg">
              <ArrowLeft aria-hidden className="size-5" />
            </button>
            <div className="flex h-full min-h-0 min-w-0 flex-1 flex-col">
              <SearchPanel variant="sheet" autoFocus onDone={() => setSheetOpen(false)} />
            </div>
          </div>
        </div>,
        document.body,
      ) : null}
    </>
  );
}

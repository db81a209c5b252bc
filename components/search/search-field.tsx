'use client';

import { useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { Loader2, Search, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { readCookie } from '@/lib/api/cookies';
import { COOKIES } from '@/lib/domain/constants';
import { SEARCH_KINDS, SEARCH_LIMITS, searchPath } from '@/lib/domain/search';
import { resolveZone } from '@/lib/format/date';
import { useRouter } from '@/lib/i18n/navigation';
import { useHitViews } from './hit-views';
import { SuggestionList, type SuggestionGroup } from './suggestion-list';
import { useSuggestions } from './use-suggestions';

export interface SearchFieldProps {
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Called when the visitor leaves: Esc on a closed list, or after opening an answer. */
  onDone?: () => void;
  /** Inline in the header (a floating list) or filling the phone's overlay (a list below). */
  variant: 'inline' | 'sheet';
  autoFocus?: boolean;
}

/** The search combobox: type, see answers grouped by kind, move with the arrows, Enter to open. */
export function SearchField({ inputRef, onDone, variant, autoFocus }: SearchFieldProps) {
  const t = useTranslations('search.box');
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { q, results, loading, failed, settled } = useSuggestions(text);
  const describe = useHitViews(useMemo(() => resolveZone(readCookie(COOKIES.timezone) ?? undefined), []));
  const groups: SuggestionGroup[] = results ? SEARCH_KINDS.map((kind) => ({ kind, hits: describe(kind, results) })).filter((g) => g.hits.length > 0) : [];
  const hrefs = [...groups.flatMap((g) => g.hits.map((h) => h.href)), searchPath(text.trim())];
  const shown = open && text.trim().length > 0;
  const status = failed ? 'failed' : groups.length > 0 ? 'ready' : settled ? 'empty' : 'loading';
  const optionId = (i: number) => `${listId}-o${i}`;

  function finish() {
    setOpen(false);
    setActive(-1);
    onDone?.();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself; the arrows cycle through it and every option.
      setActive((i) => ((i + 1 + step + hrefs.length + 1) % (hrefs.length + 1)) - 1);
    } else if (e.key === 'Enter') {
      const href = hrefs[active] ?? (text.trim() ? searchPath(text.trim()) : null);
      if (!href) return;
      e.preventDefault();
      router.push(href);
      finish();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (shown) setOpen(false);
      else finish();
    }
  }

  return (
    <div className={cn('relative', variant === 'sheet' && 'flex min-h-0 flex-1 flex-col')} data-testid={`search-${variant}`}>
      <div role="search" className={cn('flex items-center gap-2 rounded-full border border-border bg-surface-2/60 px-3 focus-within:border-accent focus-within:bg-surface', variant === 'inline' ? 'h-9' : 'h-11')}>
        <Search aria-hidden className="size-4 shrink-0 text-muted" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          aria-keyshortcuts="/"
          enterKeyHint="search"
          autoComplete="off"
          autoFocus={autoFocus}
          value={text}
          maxLength={SEARCH_LIMITS.queryChars}
          placeholder={t('placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
        />
        {loading ? <Loader2 aria-hidden className="size-4 shrink-0 animate-spin text-muted" /> : null}
        {text && variant === 'sheet' ? (
          <button type="button" aria-label={t('clear')} onMouseDown={(e) => e.preventDefault()} onClick={() => setText('')} className="inline-flex size-7 items-center justify-center rounded-full text-muted hover:text-fg">
            <X aria-hidden className="size-4" />
          </button>
        ) : null}
      </div>
      {shown || (variant === 'sheet' && text.trim()) ? (
        <SuggestionList
          id={listId}
          groups={groups}
          allHref={searchPath(text.trim())}
          query={settled ? q : text.trim()}
          active={active}
          optionId={optionId}
          status={status}
          onPick={finish}
          className={cn(
            'overflow-y-auto bg-surface',
            variant === 'inline' ? 'absolute right-0 top-11 z-50 max-h-[min(70vh,36rem)] w-[min(28rem,90vw)] rounded-xl border border-border py-1 shadow-xl' : 'mt-3 min-h-0 flex-1',
          )}
        />
      ) : null}
    </div>
  );
}

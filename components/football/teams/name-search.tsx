'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import { Loader2, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Crest } from '@/components/home/crest';
import { cn } from '@/components/ui/cn';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS } from '@/lib/domain/football-people';
import { Portrait } from './portrait';
import { useNameSearch, type NameHit, type SearchKind } from './use-name-search';

export interface NameSearchProps {
  kind: SearchKind;
  label: string;
  onPick: (hit: NameHit) => void;
  className?: string;
}

/** A combobox that finds players or teams by name as one types; Enter or a click picks one. */
export function NameSearch({ kind, label, onPick, className }: NameSearchProps) {
  const t = useTranslations('teams.search');
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const { hits, loading, tooShort } = useNameSearch(kind, text);
  const listId = useId();
  const showList = open && text.trim().length > 0;

  function pick(hit: NameHit | undefined) {
    if (!hit) return;
    onPick(hit);
    setText('');
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (hits.length ? (i + step + hits.length) % hits.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      pick(hits[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  }

  return (
    <div className={cn('relative', className)}>
      <label className="flex h-10 items-center gap-2 rounded-lg border border-border bg-surface px-3 focus-within:border-accent">
        <Search aria-hidden className="size-4 text-muted" />
        <span className="sr-only">{label}</span>
        <input
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && hits[active] ? `${listId}-${hits[active].id}` : undefined}
          value={text}
          maxLength={SEARCH_MAX_CHARS}
          placeholder={kind === 'player' ? t('placeholderPlayer') : t('placeholderTeam')}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-muted"
        />
        {loading ? <Loader2 aria-hidden className="size-4 animate-spin text-muted" /> : null}
      </label>
      {showList ? (
        <ul id={listId} role="listbox" aria-label={label} className="absolute inset-x-0 top-11 z-30 max-h-80 overflow-auto rounded-lg border border-border bg-surface py-1 shadow-lg">
          {tooShort ? <li className="px-3 py-2 text-sm text-muted">{t('minChars', { count: SEARCH_MIN_CHARS })}</li> : null}
          {!tooShort && !loading && hits.length === 0 ? <li className="px-3 py-2 text-sm text-muted">{t('noResults')}</li> : null}
          {hits.map((hit, i) => (
            <li
              key={hit.id}
              id={`${listId}-${hit.id}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(hit)}
              className={cn('flex cursor-pointer items-center gap-2 px-3 py-2 text-sm', i === active ? 'bg-surface-2' : 'hover:bg-surface-2/60')}
            >
              {kind === 'team' ? <Crest src={hit.image} name={hit.name} size={24} /> : <Portrait src={hit.image} size={24} />}
              <span className="min-w-0 flex-1 truncate font-medium text-fg">{hit.name}</span>
              <span className="max-w-[40%] truncate text-xs text-muted">{hit.note}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

'use client';

import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { SEARCH_LIMITS, searchPath, type SearchKind } from '@/lib/domain/search';
import { useRouter } from '@/lib/i18n/navigation';

/** The results page's own field, to change the query without going back to the header. */
export function ResultsForm({ q, kind }: { q: string; kind: SearchKind | undefined }) {
  const t = useTranslations('search');
  const router = useRouter();
  const [text, setText] = useState(q);
  const [shownFor, setShownFor] = useState(q);
  if (shownFor !== q) {
    setShownFor(q);
    setText(q);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const next = text.trim();
    if (next) router.push(searchPath(next, kind));
  }

  return (
    <form role="search" onSubmit={submit} className="flex items-center gap-2">
      <label className="flex h-11 min-w-0 flex-1 items-center gap-2 rounded-xl border border-border bg-surface px-3 focus-within:border-accent">
        <Search aria-hidden className="size-4 shrink-0 text-muted" />
        <span className="sr-only">{t('box.label')}</span>
        <input
          type="search"
          name="q"
          value={text}
          maxLength={SEARCH_LIMITS.queryChars}
          placeholder={t('box.placeholder')}
          onChange={(e) => setText(e.target.value)}
          className="min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-muted"
        />
      </label>
      <Button type="submit" variant="primary" className="h-11">
        {t('box.label')}
      </Button>
    </form>
  );
}

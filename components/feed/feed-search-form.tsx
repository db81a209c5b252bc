'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FEED_PATHS } from '@/lib/domain/feed';
import { SEARCH_LIMITS } from '@/lib/domain/search';
import { useRouter } from '@/lib/i18n/navigation';

/** The feed search box: `#tag` opens the hashtag, anything else searches hashtags and people. */
export function FeedSearchForm({ initial }: { initial: string }) {
  const t = useTranslations('feed.search');
  const id = useId();
  const router = useRouter();
  const [q, setQ] = useState(initial);
  return (
    <form
      role="search"
      className="flex gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const text = q.trim();
        if (!text) return;
        const tag = /^#([\p{L}\p{N}_]{1,50})$/u.exec(text)?.[1];
        router.push(tag ? `${FEED_PATHS.search}?tag=${encodeURIComponent(tag.toLocaleLowerCase('vi'))}` : `${FEED_PATHS.search}?q=${encodeURIComponent(text)}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <input
        id={id}
        type="search"
        value={q}
        maxLength={SEARCH_LIMITS.queryChars}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('placeholder')}
        className="h-10 min-w-0 flex-1 rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 md:text-sm"
      />
      <Button type="submit" className="h-10">
        <Search aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('submit')}</span>
      </Button>
    </form>
  );
}

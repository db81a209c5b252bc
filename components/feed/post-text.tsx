'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { Post } from '@/lib/contract/feed';
import { hashtagPath, profilePath } from '@/lib/domain/feed';
import { HTML_LANG } from '@/lib/domain/locale';
import { Link } from '@/lib/i18n/navigation';
import { postTextParts } from './post-text-parts';

/** Longer texts are folded to this many characters until the reader opens them. */
const FOLD_AT = 480;

/** A post's text as text nodes (markup a member types is shown, never run), with its tags and mentions as links. */
export function PostText({ post, full = false, className }: { post: Pick<Post, 'body' | 'hashtags' | 'mentions' | 'lang'>; full?: boolean; className?: string }) {
  const t = useTranslations('feed.post');
  const [open, setOpen] = useState(full);
  const long = [...post.body].length > FOLD_AT;
  const text = open || !long ? post.body : `${[...post.body].slice(0, FOLD_AT).join('').trimEnd()}…`;
  if (!post.body.trim()) return null;
  return (
    <div className={cn('text-[0.9375rem] leading-relaxed text-fg', className)}>
      <p lang={HTML_LANG[post.lang]} className="whitespace-pre-line [overflow-wrap:anywhere]" data-testid="post-body">
        {postTextParts(text, post.hashtags, post.mentions).map((part, i) =>
          part.kind === 'text' ? (
            part.text
          ) : (
            <Link
              key={i}
              href={part.kind === 'tag' ? hashtagPath(part.tag) : profilePath(part.userId)}
              className="font-semibold text-accent hover:underline focus-visible:underline"
            >
              {part.text}
            </Link>
          ),
        )}
      </p>
      {long && !open ? (
        <button type="button" onClick={() => setOpen(true)} className="mt-1 text-sm font-semibold text-muted hover:text-fg">
          {t('readMore')}
        </button>
      ) : null}
    </div>
  );
}

'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { Post } from '@/lib/contract/feed';
import { POST_LIMITS, type PostAudience } from '@/lib/domain/feed';
import { AudienceSelect } from './audience-select';
import { CharCount, charCount } from './char-count';
import { feedErrorText } from './feed-errors';
import { useEditPost } from './use-post-writes';

/** The author changes the text or the audience, inside the edit window; a refusal is said under the form. */
export function PostEditForm({ post, onClose }: { post: Post; onClose: () => void }) {
  const t = useTranslations('feed');
  const id = useId();
  const [body, setBody] = useState(post.body);
  const [audience, setAudience] = useState<PostAudience>(post.audience);
  const edit = useEditPost(post, onClose);
  const used = charCount(body);
  const hasContent = used > 0 || post.images.length > 0 || post.poll !== null || post.match !== null || post.isShare;
  const canSave = hasContent && used <= POST_LIMITS.bodyMax && !edit.isPending;
  return (
    <form
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/60 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSave) edit.mutate({ body, audience });
      }}
      data-testid="post-edit"
    >
      <label htmlFor={id} className="text-sm font-semibold text-fg">
        {t('edit.title')}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={4}
        autoFocus
        aria-describedby={`${id}-count`}
        aria-invalid={used > POST_LIMITS.bodyMax || undefined}
        className="w-full resize-y rounded-xl border border-border bg-surface px-3 py-2.5 text-base text-fg focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 md:text-sm"
      />
      {edit.isError ? (
        <p role="alert" className="text-sm text-live">
          {feedErrorText(edit.error, (key) => t(`errors.${key}`))}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <AudienceSelect value={audience} onChange={setAudience} compact />
        <CharCount id={`${id}-count`} used={used} max={POST_LIMITS.bodyMax} />
        <span className="ml-auto flex gap-2">
          <Button variant="ghost" size="sm" onClick={onClose}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" size="sm" disabled={!canSave} aria-busy={edit.isPending || undefined}>
            {t('edit.save')}
          </Button>
        </span>
      </div>
    </form>
  );
}

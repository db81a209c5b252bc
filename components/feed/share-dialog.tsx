'use client';

import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Share2 } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { ModalSheet } from '@/components/auth/modal-sheet';
import { ModalSheetHeading } from '@/components/auth/modal-sheet-heading';
import { Button } from '@/components/ui/button';
import { patchPost } from '@/lib/api/queries/feed';
import type { Post } from '@/lib/contract/feed';
import { POST_LIMITS, type PostAudience } from '@/lib/domain/feed';
import { HTML_LANG } from '@/lib/domain/locale';
import { AudienceSelect } from './audience-select';
import { CharCount, charCount } from './char-count';
import { feedErrorText, isUnauthorized } from './feed-errors';
import { useFeedViewer } from './feed-viewer';
import { PostAuthorLine } from './post-author';
import { useCreatePost } from './use-post-writes';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';

/** Shares a post to the member's feed with a note; a share of a share shares its original. */
export function ShareDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const t = useTranslations('feed');
  const id = useId();
  const client = useQueryClient();
  const { viewer } = useFeedViewer();
  const [note, setNote] = useState('');
  const [audience, setAudience] = useState<PostAudience>('public');
  const original = post.isShare && post.shared ? post.shared : post;
  const create = useCreatePost(() => {
    patchPost(client, viewer, original.id, (p) => ({ ...p, shareCount: p.shareCount + 1 }));
    toast.success(t('share.done'));
    onClose();
  });
  const used = charCount(note);
  const canSend = used <= POST_LIMITS.noteMax && !create.isPending;
  const send = () => {
    if (canSend) create.mutate({ body: note, audience, sharedPostId: original.id }, { onError: (err) => isUnauthorized(err) && openAuthDialog('login') });
  };
  return (
    <ModalSheet open onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('share.close')} className="sm:max-w-lg">
      <form
        className="flex flex-col gap-3 p-5 sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
        data-testid="share-dialog"
      >
        <ModalSheetHeading icon={Share2} titleId={`${id}-title`} title={t('share.title')} lead={t('share.lead')} />
        <label htmlFor={`${id}-note`} className="sr-only">
          {t('share.note')}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          rows={3}
          autoFocus
          placeholder={t('share.placeholder')}
          aria-describedby={`${id}-count`}
          className="w-full resize-y rounded-xl border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/40 md:text-sm"
        />
        <div className="flex flex-col gap-1.5 rounded-xl border border-border bg-surface-2/50 p-3">
          <PostAuthorLine author={original.author} size="sm" />
          {original.body ? <p lang={HTML_LANG[original.lang]} className="line-clamp-3 text-sm whitespace-pre-line text-muted [overflow-wrap:anywhere]">{original.body}</p> : null}
        </div>
        {create.isError && !isUnauthorized(create.error) ? (
          <p role="alert" className="text-sm text-live">
            {feedErrorText(create.error, (key) => t(`errors.${key}`))}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <AudienceSelect value={audience} onChange={setAudience} compact />
          <CharCount id={`${id}-count`} used={used} max={POST_LIMITS.noteMax} />
          <Button type="submit" className="ml-auto" disabled={!canSend} aria-busy={create.isPending || undefined}>
            <Share2 aria-hidden />
            {t('share.submit')}
          </Button>
        </div>
      </form>
    </ModalSheet>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { Flag, Link2, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { toast } from '@/components/app/toast';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import type { Post } from '@/lib/contract/feed';
import { postPath } from '@/lib/domain/feed';
import { useIsMember } from '@/lib/stores/session-store';
import { useNow } from '@/components/chatroom/use-now';
import { useFeedViewer } from './feed-viewer';

export type PostPanelKind = 'report' | 'edit' | 'delete';

/** Whether the author may still change the text: the window the server gave, checked against the reader's clock. */
export const canEditNow = (post: Pick<Post, 'mine' | 'editableUntil' | 'state'>, now: number): boolean =>
  post.mine && post.state !== 'deleted' && post.editableUntil !== null && post.editableUntil > now;

/** A post's options: copy its link; report (others' posts); edit within the window and delete (one's own). */
export function PostMenu({ post, onPanel }: { post: Post; onPanel: (panel: PostPanelKind) => void }) {
  const t = useTranslations('feed.menu');
  const isMember = useIsMember();
  const { renderedAt } = useFeedViewer();
  const now = useNow(renderedAt);
  const canReport = !post.mine && !post.reported && post.state === 'visible';
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(new URL(postPath(post.id), window.location.origin).toString());
      toast.success(t('copied'));
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <Dropdown label={t('label')} trigger={<MoreHorizontal aria-hidden />} triggerClassName="h-8 px-1.5 text-muted hover:text-fg" panelClassName="min-w-48">
      {(close) => {
        const pick = (run: () => void) => () => {
          close();
          run();
        };
        return (
          <>
            <DropdownItem icon={<Link2 aria-hidden />} onSelect={pick(() => void copyLink())}>
              {t('copyLink')}
            </DropdownItem>
            {canReport ? (
              <DropdownItem icon={<Flag aria-hidden />} onSelect={pick(() => (isMember ? onPanel('report') : openAuthDialog('login')))}>
                {t('report')}
              </DropdownItem>
            ) : null}
            {post.reported && !post.mine ? <p className="px-2.5 py-2 text-xs text-muted">{t('reported')}</p> : null}
            {canEditNow(post, now) ? (
              <DropdownItem icon={<Pencil aria-hidden />} onSelect={pick(() => onPanel('edit'))}>
                {t('edit')}
              </DropdownItem>
            ) : null}
            {post.mine && post.state !== 'deleted' ? (
              <DropdownItem icon={<Trash2 aria-hidden />} onSelect={pick(() => onPanel('delete'))}>
                {t('delete')}
              </DropdownItem>
            ) : null}
          </>
        );
      }}
    </Dropdown>
  );
}

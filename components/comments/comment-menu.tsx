'use client';

import { useTranslations } from 'next-intl';
import { EyeOff, Eye, Flag, MoreHorizontal, Trash2 } from 'lucide-react';
import { openAuthDialog } from '@/components/auth/auth-dialog-store';
import { Dropdown, DropdownItem } from '@/components/ui/dropdown';
import type { Comment } from '@/lib/contract/comments';
import { useIsMember } from '@/lib/stores/session-store';
import { useCommentScope } from './comment-context';
import type { CommentPanelKind } from './comment-panels';
import { useModerateComment } from './use-comment-writes';

/**
 * A comment's options: report (others' comments), delete (one's own), and for moderators hide, show
 * again and delete. Report and delete open a panel under the comment to choose or confirm in.
 */
export function CommentMenu({ comment, onPanel }: { comment: Comment; onPanel: (panel: CommentPanelKind) => void }) {
  const t = useTranslations('comments');
  const isMember = useIsMember();
  const { canModerate } = useCommentScope();
  const moderate = useModerateComment(comment.id);
  const visible = comment.state === 'visible';
  const canReport = visible && !comment.mine && !comment.reported;
  if (!canReport && !(comment.mine && comment.state !== 'deleted') && !canModerate) return null;

  return (
    <Dropdown label={t('actions.label')} trigger={<MoreHorizontal aria-hidden />} triggerClassName="h-7 px-1.5 text-muted hover:text-fg" panelClassName="min-w-40">
      {(close) => {
        const pick = (run: () => void) => () => {
          close();
          run();
        };
        return (
          <>
            {canReport ? (
              <DropdownItem icon={<Flag aria-hidden />} onSelect={pick(() => (isMember ? onPanel('report') : openAuthDialog('login')))}>
                {t('report.action')}
              </DropdownItem>
            ) : null}
            {comment.mine && visible ? (
              <DropdownItem icon={<Trash2 aria-hidden />} onSelect={pick(() => onPanel('delete'))}>
                {t('actions.delete')}
              </DropdownItem>
            ) : null}
            {canModerate && visible ? (
              <DropdownItem icon={<EyeOff aria-hidden />} onSelect={pick(() => moderate.mutate('hide'))}>
                {t('actions.hide')}
              </DropdownItem>
            ) : null}
            {canModerate && comment.state === 'hidden' ? (
              <DropdownItem icon={<Eye aria-hidden />} onSelect={pick(() => moderate.mutate('unhide'))}>
                {t('actions.unhide')}
              </DropdownItem>
            ) : null}
            {canModerate && !comment.mine && comment.state !== 'deleted' ? (
              <DropdownItem icon={<Trash2 aria-hidden />} onSelect={pick(() => onPanel('moderate-delete'))}>
                {t('actions.modDelete')}
              </DropdownItem>
            ) : null}
          </>
        );
      }}
    </Dropdown>
  );
}

'use client';

import { useState, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import type { Comment } from '@/lib/contract/comments';
import { badgeForRole } from '@/lib/domain/badges';
import { HTML_LANG } from '@/lib/domain/locale';
import { SITE_ROLE } from '@/lib/domain/site-roles';
import { formatDateTime } from '@/lib/format/date';
import { relativeTime } from '@/lib/format/relative-time';
import { useNow } from '@/components/chatroom/use-now';
import { CommentMenu } from './comment-menu';
import { CommentPanel, type CommentPanelKind } from './comment-panels';
import { CommentReactions } from './comment-reactions';

// The list renders in the browser only, so the exact time in the tooltip is the reader's own clock.
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

interface CommentItemProps {
  comment: Comment;
  /** The reply button and anything else under the text. */
  actions?: ReactNode;
  compact?: boolean;
}

/** One comment: who, when, the text (as text, never markup), reactions and options. */
export function CommentItem({ comment: c, actions, compact = false }: CommentItemProps) {
  const t = useTranslations('comments');
  const locale = useLocale();
  const [panel, setPanel] = useState<CommentPanelKind | null>(null);
  const now = useNow(c.createdAt);
  const shown = c.state === 'visible';
  // '' says the language is not known (older comments), so the page's own is not assumed.
  const writtenIn = c.lang ? HTML_LANG[c.lang] : '';
  // Members wear no badge here: a level badge means nothing under an article; hosts and staff do.
  const badge = c.author.siteRoleId === SITE_ROLE.member ? null : badgeForRole(c.author.siteRoleId);
  return (
    <article className="flex gap-3" data-testid="comment" data-comment-id={c.id} data-state={c.state}>
      <Avatar name={c.author.displayName} src={shown ? c.author.profilePicture : null} size={compact ? 'sm' : 'md'} className={cn('shrink-0', !shown && 'opacity-50')} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          {shown ? <span className="font-semibold text-fg [overflow-wrap:anywhere]">{c.author.displayName}</span> : null}
          {shown && badge ? <Badge variant="accent">{badge}</Badge> : null}
          {shown && c.mine ? <Badge variant="outline">{t('you')}</Badge> : null}
          <time dateTime={new Date(c.createdAt).toISOString()} title={formatDateTime(c.createdAt, browserZone())} className="text-xs text-muted">
            {relativeTime(c.createdAt, now, locale)}
          </time>
          {c.reportCount > 0 ? <Badge variant="warning">{t('report.count', { n: c.reportCount })}</Badge> : null}
        </header>
        {shown ? (
          <p lang={writtenIn} className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-fg [overflow-wrap:anywhere]" data-testid="comment-body">
            {c.body}
          </p>
        ) : c.state === 'hidden' && c.body !== null ? (
          // Only moderators are sent a hidden comment's text: they read it to decide whether to show it again.
          <div className="flex flex-col gap-0.5 rounded-lg border border-dashed border-border px-2.5 py-1.5">
            <p className="text-xs text-muted italic">{t('placeholder.hiddenToReaders')}</p>
            <p lang={writtenIn} className="text-[0.9375rem] leading-relaxed whitespace-pre-line text-muted [overflow-wrap:anywhere]" data-testid="comment-body">
              {c.body}
            </p>
          </div>
        ) : (
          <p className="text-sm text-muted italic">{t(`placeholder.${c.state === 'hidden' ? 'hidden' : 'deleted'}`)}</p>
        )}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {shown ? <CommentReactions key={`${c.id}:${c.myReaction ?? ''}:${JSON.stringify(c.reactions)}`} comment={c} /> : null}
          {actions}
          {c.reported ? <span className="text-xs text-muted">{t('report.reported')}</span> : null}
          <div className="ml-auto">
            <CommentMenu comment={c} onPanel={setPanel} />
          </div>
        </div>
        {panel ? <CommentPanel id={c.id} kind={panel} onClose={() => setPanel(null)} /> : null}
      </div>
    </article>
  );
}

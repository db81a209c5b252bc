import { useLocale, useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icon';
import type { Match } from '@/lib/contract/schedule';
import { formatCount } from '@/lib/format/count';
import { CommentatorName } from '@/components/people/commentator-name';

const SHOWN_HOSTS = 2;

/** The match's commentators, with their viewer counts while it runs; the rest collapse into "+N". */
export function CommentatorList({ users, viewers }: { users: Match['users']; viewers: boolean }) {
  const t = useTranslations('home.match');
  const locale = useLocale();
  if (users.length === 0) return <p className="text-xs text-muted">{t('noCommentator')}</p>;
  const rest = users.length - SHOWN_HOSTS;
  return (
    <ul className="flex flex-col gap-1.5" aria-label={t('commentators')}>
      {users.slice(0, SHOWN_HOSTS).map((host) => (
        <li key={host.userId} className="flex items-center gap-2 text-xs">
          <Avatar src={host.profilePicture} name={host.displayName} size="sm" />
          <CommentatorName name={host.displayName} className="min-w-0 flex-1 truncate font-medium text-fg" />
          {viewers ? (
            <span className="inline-flex items-center gap-1 tabular-nums text-muted" data-testid="viewers">
              <Icon name="eye" className="size-3.5" />
              {formatCount(host.viewerCount, locale)}
              <span className="sr-only"> {t('viewers')}</span>
            </span>
          ) : null}
        </li>
      ))}
      {rest > 0 ? <li className="text-xs text-muted">{t('moreCommentators', { count: rest })}</li> : null}
    </ul>
  );
}

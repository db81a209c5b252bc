import { RoleBadge } from '@/components/chat/sender-name';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import type { PostAuthor as Author } from '@/lib/contract/feed';
import { profilePath } from '@/lib/domain/feed';
import { Link } from '@/lib/i18n/navigation';

/** The author's picture and name, both linking to their profile, with their role or level badge. */
export function PostAuthorLine({ author, size = 'md', className }: { author: Author; size?: 'sm' | 'md'; className?: string }) {
  const href = profilePath(author.userId);
  return (
    <span className={cn('flex min-w-0 items-center gap-2.5', className)}>
      <Link href={href} tabIndex={-1} aria-hidden className="shrink-0 rounded-full">
        <Avatar name={author.displayName} src={author.profilePicture} size={size} />
      </Link>
      <span className="flex min-w-0 items-center gap-1">
        <Link href={href} className="truncate text-sm font-semibold text-fg hover:underline" translate="no">
          {author.displayName}
        </Link>
        <RoleBadge siteRoleId={author.siteRoleId} level={author.level} />
      </span>
    </span>
  );
}

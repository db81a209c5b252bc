import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { profilePath } from '@/lib/domain/feed';
import { Link } from '@/lib/i18n/navigation';

interface MemberRowProps {
  userId: number;
  displayName: string;
  profilePicture: string | null;
  /** Under the name: since when, a role. */
  meta?: ReactNode;
  /** At the row's end: what the reader may do about this member. */
  actions?: ReactNode;
}

/** One member in a group's lists: picture and name linking to their profile, a line about them, and actions. */
export function MemberRow({ userId, displayName, profilePicture, meta, actions }: MemberRowProps) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface px-3 py-2.5">
      <Link href={profilePath(userId)} tabIndex={-1} aria-hidden className="shrink-0 rounded-full">
        <Avatar name={displayName} src={profilePicture} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <Link href={profilePath(userId)} className="truncate text-sm font-semibold text-fg hover:underline" translate="no">
          {displayName}
        </Link>
        {meta ? <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">{meta}</span> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import type { MemberCard } from '@/lib/contract/friends';

/** One member in a friends list: picture, name, id or a date, and the actions on the right. */
export function FriendRow({ member, detail, children }: { member: MemberCard; detail: ReactNode; children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5" data-user={member.userId}>
      <Avatar name={member.displayName} src={member.profilePicture} size="sm" />
      <div className="min-w-0 flex-1 basis-36">
        <p className="truncate text-sm font-medium text-fg">{member.displayName}</p>
        <p className="truncate text-xs text-muted tabular-nums">{detail}</p>
      </div>
      <div className="flex max-w-full shrink-0 flex-wrap justify-end gap-1.5">{children}</div>
    </li>
  );
}

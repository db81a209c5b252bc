import { Ban, Check, Clock, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { FriendStatus } from '@/lib/domain/friends';

const STATUS_ICON: Record<Exclude<FriendStatus, 'none'>, LucideIcon> = {
  friends: Check,
  'pending-out': Clock,
  'pending-in': Clock,
  blocked: Ban,
};

/** Where two members stand (friends, a request either way, blocked), as a badge the height of a small button. */
export function FriendStatusBadge({ status, label }: { status: Exclude<FriendStatus, 'none'>; label: string }) {
  const Icon = STATUS_ICON[status];
  return (
    <Badge variant={status === 'friends' ? 'success' : 'outline'} className="h-8 px-2.5 normal-case">
      <Icon aria-hidden className="size-3.5" />
      {label}
    </Badge>
  );
}

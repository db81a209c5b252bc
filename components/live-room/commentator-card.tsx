'use client';

import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import type { RoomDetail } from '@/lib/contract/room';
import { CommentatorName } from '@/components/people/commentator-name';

/** Who commentates this room, with a way to book their broadcast of the match. */
export function CommentatorCard({ room, bookSlot }: { room: RoomDetail; bookSlot?: React.ReactNode }) {
  const t = useTranslations('liveroom.commentator');
  const { host } = room;
  return (
    <Card className="flex items-center gap-3 p-3" aria-label={t('title')}>
      <Avatar name={host.displayName} src={host.profilePicture} size="lg" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-fg">
          <CommentatorName name={host.displayName} />
        </p>
        <p className="truncate text-xs text-muted">{host.nickname ? `@${host.nickname} · ${t('hosting')}` : t('hosting')}</p>
      </div>
      {bookSlot}
    </Card>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Eye, Users } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { SectionHeading } from '@/components/ui/section-heading';
import type { RoomDetail } from '@/lib/contract/room';
import { DEFAULT_LOCALE, isLocale } from '@/lib/domain/locale';
import { formatCount } from '@/lib/format/count';
import { Link } from '@/lib/i18n/navigation';
import { matchRoomPath } from '@/lib/domain/room-url';
import { CommentatorName, useCommentatorNamed } from '@/components/people/commentator-name';

/** Every room streaming this match, so the viewer can switch commentator; the current one is marked. */
export function OtherRooms({ room }: { room: RoomDetail }) {
  const t = useTranslations('liveroom.otherRooms');
  const commentatorNamed = useCommentatorNamed();
  const locale = useLocale();
  const rooms = room.match.users;
  return (
    <section aria-labelledby="room-others">
      <SectionHeading id="room-others" icon={<Users aria-hidden />}>
        {t('title')}
      </SectionHeading>
      <ul className="flex flex-col gap-1.5" data-testid="other-rooms">
        {rooms.map((host) => {
          const current = host.roomId === room.roomId;
          const href = matchRoomPath(room.match, host.roomId);
          const body = (
            <>
              <Avatar name={host.displayName} src={host.profilePicture} size="md" />
              <span className="min-w-0 flex-1">
                <CommentatorName name={host.displayName} className="block truncate text-sm font-semibold text-fg" />
                {current ? <span className="text-xs font-semibold text-accent">{t('current')}</span> : null}
              </span>
              <span className="inline-flex items-center gap-1 text-xs tabular-nums text-muted">
                <Eye aria-hidden className="size-3.5" />
                {formatCount(host.viewerCount, isLocale(locale) ? locale : DEFAULT_LOCALE)}
              </span>
            </>
          );
          const box = cn('flex items-center gap-3 rounded-xl border px-3 py-2 transition', current ? 'border-accent bg-accent/10' : 'border-border bg-surface hover:border-accent/50');
          return (
            <li key={host.roomId}>
              {current || !href ? (
                <div className={box} aria-current="page">
                  {body}
                </div>
              ) : (
                <Link href={href} className={box} aria-label={t('switch', { name: commentatorNamed(host.displayName) })}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {rooms.length <= 1 ? <p className="mt-2 text-xs text-muted">{t('onlyThis')}</p> : null}
    </section>
  );
}

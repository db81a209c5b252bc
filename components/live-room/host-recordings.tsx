'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Clapperboard } from 'lucide-react';
import { useCommentatorNamed } from '@/components/people/commentator-name';
import { SectionHeading } from '@/components/ui/section-heading';
import { commentatorRecordingsQuery } from '@/lib/api/queries/recordings';
import type { RoomDetail } from '@/lib/contract/room';
import { clipPath, clockOf } from '@/lib/domain/highlights';
import { Link } from '@/lib/i18n/navigation';

const SHOWN = 4;

/**
 * The commentator's past broadcasts, recorded and ready to watch again: each opens its clip's page,
 * which plays it in the highlights player. Nothing is shown for a commentator with none yet.
 */
export function HostRecordings({ room }: { room: RoomDetail }) {
  const t = useTranslations('liveroom.hostRecordings');
  const commentatorNamed = useCommentatorNamed();
  const { host } = room;
  const recordings = useQuery(commentatorRecordingsQuery(host.userId));
  const shown = (recordings.data ?? []).slice(0, SHOWN);
  if (shown.length === 0) return null;

  return (
    <section aria-labelledby="room-host-recordings">
      <SectionHeading id="room-host-recordings" icon={<Clapperboard aria-hidden />}>
        {t('title', { name: commentatorNamed(host.displayName) })}
      </SectionHeading>
      <ul className="flex flex-col gap-2">
        {shown.map((c) => (
          <li key={c.id} className="flex items-center gap-3">
            <div className="relative aspect-video w-28 shrink-0 overflow-hidden rounded-lg bg-surface-2">
              {/* eslint-disable-next-line @next/next/no-img-element -- generated posters from /media, shown small */}
              <img src={c.poster} alt="" loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
              <span className="absolute right-1 bottom-1 rounded bg-black/80 px-1 font-mono text-[11px] text-white tabular-nums">
                <span className="sr-only">{t('duration', { time: clockOf(c.durationSeconds) })}</span>
                <span aria-hidden>{clockOf(c.durationSeconds)}</span>
              </span>
            </div>
            <Link href={clipPath(c)} className="line-clamp-2 min-w-0 flex-1 text-sm font-semibold text-fg hover:text-accent">
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
